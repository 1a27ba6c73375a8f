#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// A screen's view controller whose popovers point at one of its bar button items,
    /// rather than into its view.
    ///
    /// The navigator's state says a popover is presented, from which screen and with
    /// which `PopoverOptions`; where a bar button item is on screen is UIKit's alone, so
    /// the screen names it. The backend asks the screen that presented the popover (the
    /// core's presenter, through inspectors) for the route the popover shows; without an
    /// item, the popover points into that screen's view at its attachment anchor.
    ///
    /// ```swift
    /// final class InboxViewController: UIViewController, NavigationPopoverSource {
    ///     let filterButton = UIBarButtonItem(title: "Filter")
    ///
    ///     func popoverBarButtonItem(for route: AnyHashable) -> UIBarButtonItem? {
    ///         route == AnyHashable(AppRoute.filters) ? filterButton : nil
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol NavigationPopoverSource: UIViewController {
        /// The bar button item a popover this screen presents points at, or `nil` to point
        /// into the screen's view.
        ///
        /// - Parameter route: The route of the popover's root screen.
        func popoverBarButtonItem(for route: AnyHashable) -> UIBarButtonItem?
    }
#endif
