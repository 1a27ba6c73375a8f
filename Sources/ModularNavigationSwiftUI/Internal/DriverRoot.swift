#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// What every root view does around its layout: owns the driver that feeds the
    /// navigator's steps to SwiftUI, starts it, and gives the views below the navigator
    /// and the zoom transitions' namespace.
    ///
    /// `NavigationRootView`, `NavigationSplitRootView` and `NavigationTabContainer` differ
    /// only in what they draw with the driver.
    @MainActor
    struct DriverRoot<Route: Hashable & Sendable, Tab: Hashable & Sendable, Content: View>: View {
        @State private var driver: TransitionDriver<Route, Tab>
        private let content: @MainActor (TransitionDriver<Route, Tab>) -> Content

        /// The driver keeps the navigator this view was first created with, as SwiftUI
        /// keeps the first value of a `@State`.
        init(
            navigator: Navigator<Route, Tab>,
            @ViewBuilder content: @escaping @MainActor (TransitionDriver<Route, Tab>) -> Content
        ) {
            _driver = State(initialValue: TransitionDriver(navigator: navigator, diagnose: AdapterLog.report))
            self.content = content
        }

        var body: some View {
            // Before anything reads the driver, so the first frame shows the navigator's
            // state as it is now (after any restoration), not as it was at `init`.
            let _ = driver.start()
            content(driver)
                .environment(driver.navigator)
                .modifier(NavigationNamespaceOwner())
                .environment(\.transitionSources, TransitionSourceRegistry(driver))
                .environment(\.drawingDriver, DrawingDriverLookup(driver))
        }
    }
#endif
