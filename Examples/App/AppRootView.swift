#if canImport(SwiftUI)
    import DrinkTrackerFeature
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// One window of the example app, with its own app model and so its own navigator.
    ///
    /// Each scene (an iPad window, say) holds its own navigator: two windows drawing one
    /// navigator would pop each other's screens on a back swipe, and the adapter reports
    /// it as a misuse. The layout is chosen once, when the window first appears: tabs
    /// with the Assets tab holding a split view where the window is regular width (iPad,
    /// Mac), tabs with stacks elsewhere. A split view that later narrows collapses into
    /// one stack inside its tab, its state still meaningful. The whole-window split views
    /// (``ExampleLayout/split``, ``ExampleLayout/threeColumns``) are the app's other
    /// regular-width layouts, drawn by ``AppSplitView``.
    ///
    /// ```swift
    /// @main
    /// struct ExampleMain: App {
    ///     var body: some Scene { WindowGroup { ExampleSceneView() } }
    /// }
    /// ```
    @MainActor
    public struct ExampleSceneView: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        @State private var app: ExampleApp?
        @State private var layout = ExampleLayout.tabs

        /// Creates a window of the app; its app model is made when it first appears.
        public init() {}

        public var body: some View {
            if let app {
                if layout == .tabs || layout == .tabsWithSplit {
                    AppRootView(app: app)
                } else {
                    AppSplitView(app: app)
                }
            } else {
                Color.clear.onAppear {
                    // On iPad and Mac the tabs stay, and the Assets tab holds a split view.
                    layout = sizeClass == .regular ? .tabsWithSplit : .tabs
                    app = ExampleApp.launch(restoring: nil, layout: layout, dependencies: AppDependencies()).app
                }
            }
        }
    }

    /// The example app's UI: its own `TabView` of the tabs the user chose, each with its
    /// own stack, a badge on Drinks, and a debug summary that opens the library's debug panel.
    @MainActor
    public struct AppRootView: View {
        private let app: ExampleApp
        private let opensLinks: Bool
        /// Whether the full debug panel is up; the summary in the corner toggles it.
        @State private var showsDebugPanel = false

        /// Creates the UI of an app.
        ///
        /// - Parameters:
        ///   - app: The app to draw.
        ///   - opensLinks: Whether this view opens the URLs its scene receives; `false` in
        ///     a window of ``ExampleWindows``, whose window view sends them to the right window.
        public init(app: ExampleApp, opensLinks: Bool = true) {
            self.app = app
            self.opensLinks = opensLinks
        }

        public var body: some View {
            // The library's debug panel: the live tree, what the screen draws against the
            // state, the transition queue, the last events and the route map's findings.
            let tabs = tabs.exampleDebugOverlay(app, isPresented: showsDebugPanel)
            if opensLinks {
                // Warm links open at once; a cold-start link waits until the first screen
                // has appeared, which attaches the UI.
                tabs.navigationDeepLinks(app.navigator)
            } else {
                tabs
            }
        }

        @ViewBuilder
        private var tabs: some View {
            let dependencies = app.dependencies
            NavigationTabContainer(navigator: app.navigator) { route, mode, client in
                AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies)
            } content: { tabs in
                // The tabs the user chose (`ExampleApp.setTab(_:shown:)`, or iPad's sidebar
                // on iOS 18), in the navigator's order.
                AppTabView(tabs: tabs, drinksBadge: dependencies.drinks.records.count)
                    // Halfway down the leading edge: a button there covers neither the tab bar
                    // nor the navigation bar.
                    .overlay(alignment: .leading) {
                        NavigationDebugSummaryButton(showsPanel: $showsDebugPanel)
                    }
            }
        }
    }

    extension AppTab {
        /// The tab's name in the tab bar.
        var title: String { rawValue.capitalized }

        /// The tab's symbol in the tab bar.
        var systemImage: String {
            switch self {
            case .home: "house"
            case .routine: "checklist"
            case .library: "books.vertical"
            case .assets: "shippingbox"
            case .drinks: "cup.and.saucer"
            }
        }
    }

    /// Shows the visible stack's depth and whether it can pop, over any screen; a tap
    /// opens or closes the library's full debug panel.
    ///
    /// An app-level view: it reads the navigator from the environment, where the tab
    /// container put it.
    @MainActor
    struct NavigationDebugSummaryButton: View {
        @Environment(Navigator<AppRoute, AppTab>.self) private var navigator
        @Binding var showsPanel: Bool

        var body: some View {
            Button {
                showsPanel.toggle()
            } label: {
                Text(navigator.debugSummary)
                    .font(.caption.monospaced())
                    .padding(6)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
            }
            .buttonStyle(.plain)
            .accessibilityHint(showsPanel ? "Hides the navigation debug panel" : "Shows the navigation debug panel")
            .padding()
        }
    }

    #if DEBUG
        #Preview("The example app") {
            AppRootView(app: ExampleApp(dependencies: AppDependencies()))
        }
    #endif
#endif
