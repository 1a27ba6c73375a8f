#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// What every root view does around its layout: owns the driver that feeds the
    /// navigator's steps to SwiftUI, starts it, draws what hangs over the whole layout
    /// (the layer presented over the app, the minimized flow's overlay), and gives the
    /// views below the navigator and the zoom transitions' namespace.
    ///
    /// `NavigationRootView`, `NavigationSplitRootView` and `NavigationTabContainer` differ
    /// only in what they draw with the driver.
    @MainActor
    struct DriverRoot<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View, Content: View>: View {
        @State private var driver: TransitionDriver<Route, Tab>
        private let builder: DestinationBuilder<Route, Screen>
        private let content: @MainActor (TransitionDriver<Route, Tab>) -> Content

        /// The driver keeps the navigator this view was first created with, as SwiftUI
        /// keeps the first value of a `@State`.
        init(
            navigator: Navigator<Route, Tab>,
            builder: @escaping DestinationBuilder<Route, Screen>,
            @ViewBuilder content: @escaping @MainActor (TransitionDriver<Route, Tab>) -> Content
        ) {
            _driver = State(initialValue: TransitionDriver(navigator: navigator, diagnose: AdapterLog.report))
            self.builder = builder
            self.content = content
        }

        var body: some View {
            // Before anything reads the driver, so the first frame shows the navigator's
            // state as it is now (after any restoration), not as it was at `init`.
            let _ = driver.start()
            content(driver)
                .modifier(AppLayers(driver: driver, builder: builder))
                .modifier(NavigationNamespaceOwner())
                .navigationDrawingEnvironment(driver)
        }
    }
#endif
