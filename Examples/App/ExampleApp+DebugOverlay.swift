#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    extension View {
        /// The example app's debug panel over this view: the live tree, what the screen
        /// draws against the state, the transition queue, the last events, and the route
        /// map's findings as the user navigates.
        ///
        /// - Parameters:
        ///   - app: The app whose navigator the panel shows.
        ///   - isPresented: Whether the panel shows; a debug setting.
        @MainActor
        public func exampleDebugOverlay(_ app: ExampleApp, isPresented: Bool) -> some View {
            // The map is built when the panel opens, not on every redraw of the app.
            navigationDebugOverlay(
                app.navigator, map: isPresented ? try? AppRouteMap.make() : nil, isPresented: isPresented)
        }
    }
#endif
