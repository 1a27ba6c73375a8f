#if canImport(SwiftUI)
    public import SwiftUI

    extension View {
        /// Runs an action when the user re-taps this screen's tab while it shows its root
        /// screen: the tab bar's "scroll to top".
        ///
        /// A re-tap on a tab that shows a pushed screen pops to the root first (see
        /// `NavigationPolicy.popsToRootOnReselect`); the next re-tap scrolls. Tabs drawn by
        /// ``NavigationTabContainer`` or ``NavigationTabView`` send the signal; elsewhere the
        /// action never runs.
        ///
        /// ```swift
        /// ScrollViewReader { proxy in
        ///     List(items) { item in Row(item).id(item.id) }
        ///         .onScrollToTop { withAnimation { proxy.scrollTo(items.first?.id) } }
        /// }
        /// ```
        ///
        /// - Parameter action: What to do, usually scrolling a `ScrollViewReader` to its top.
        /// - Returns: A view that scrolls to its top on a re-tap of its tab.
        @MainActor
        public func onScrollToTop(perform action: @escaping @MainActor () -> Void) -> some View {
            modifier(ScrollToTopModifier(action: action))
        }
    }

    /// Reads the tab's request count in its own body, so only the screens that asked for
    /// the signal redraw when it grows.
    @MainActor
    private struct ScrollToTopModifier: ViewModifier {
        let action: @MainActor () -> Void
        @Environment(\.scrollToTopRequests) private var requests

        func body(content: Content) -> some View {
            content.onChange(of: requests.count()) { action() }
        }
    }

    /// Reads how many scroll-to-top requests the enclosing tab has made.
    struct ScrollToTopRequestsReader: Sendable {
        let count: @MainActor @Sendable () -> Int
    }

    extension EnvironmentValues {
        /// The enclosing tab's scroll-to-top requests; none outside a tab.
        var scrollToTopRequests: ScrollToTopRequestsReader {
            get { self[ScrollToTopRequestsKey.self] }
            set { self[ScrollToTopRequestsKey.self] = newValue }
        }
    }

    /// Written by hand rather than with `@Entry`, which needs the iOS 18 SDK.
    private struct ScrollToTopRequestsKey: EnvironmentKey {
        static let defaultValue = ScrollToTopRequestsReader { 0 }
    }
#endif
