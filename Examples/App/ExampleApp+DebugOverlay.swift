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
            navigationDebugOverlay(app.navigator, map: try? AppRouteMap.make(), isPresented: isPresented)
        }
    }
#endif
