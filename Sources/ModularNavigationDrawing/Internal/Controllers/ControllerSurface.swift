package import ModularNavigation

/// The view controllers a ``ControllerDrawing`` draws on: UIKit in an app, a stand-in
/// that plays UIKit's order of callbacks in the Linux tests.
///
/// Each method makes one UIKit call and decides nothing: which call is
/// ``ControllerStack`` and ``ControllerLayers``'s choice. A surface reports back
/// through the drawing's methods: every transition's end (finished or cancelled), the
/// user's own transitions, swipes and taps.
@MainActor
package protocol ControllerSurface<Route, Tab>: AnyObject {
    associatedtype Route: Hashable & Sendable
    associatedtype Tab: Hashable & Sendable

    /// Carries out a stack call on the navigation controller of a location, then reports
    /// ``ControllerDrawing/stackTransitionEnded(at:holding:)`` when UIKit's transition ends.
    func perform(_ command: ControllerStack<Route>.Command, at location: StackLocation<Tab>)

    /// Carries out a presentation call, then reports
    /// ``ControllerDrawing/layerTransitionEnded()`` from its completion.
    func perform(_ command: ControllerLayers.Command)

    /// Shows the tab bar's items in their order, with their badges, and selects the drawn tab.
    func showTabBar(_ bar: ControllerTabBar<Tab>)

    /// Shows the minimized flow's overlay above the base stacks, or (`nil`) takes it
    /// away; a tap on it reports ``ControllerDrawing/userTappedMinimizedFlow()``.
    func showMinimized(_ overlay: ControllerMinimized<Route>?)

    /// Scrolls the screen on top of a tab to its top: the user re-tapped the tab at its root.
    func scrollToTop(of screen: EntryID, at location: StackLocation<Tab>)

    /// Shows a split view controller's columns: the layout, the content column's list,
    /// an empty detail, or the compact column when collapsed. `tab` names the split view
    /// as ``ControllerDrawing/columns(of:)`` does: `nil` for the app's, else the tab's.
    func showSplit(_ columns: ControllerSplit<Route>.Columns, in tab: Tab?)

    /// Sets a split view's compact column's screens (`setViewControllers`), then reports
    /// ``ControllerDrawing/collapsedTransitionEnded(holding:in:)`` when its transition ends.
    func performCollapsed(_ items: [ControllerSplit<Route>.Item], in tab: Tab?)

    /// Shows or hides the back button of a compact column's top screen, and the edge swipe.
    func allowGoingBackCollapsed(_ allowed: Bool, in tab: Tab?)

    /// Shows or hides the back button of a screen, and enables the edge swipe with it; on
    /// the root of the stack above the tabs, a back button of the backend's own that
    /// reports ``ControllerDrawing/userTappedAboveTabsBack()``.
    func allowGoingBack(_ allowed: Bool, from screen: EntryID, at location: StackLocation<Tab>)
}
