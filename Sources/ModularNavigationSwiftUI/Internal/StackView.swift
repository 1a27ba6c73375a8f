#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// Draws the stack at one location: a `NavigationStack` bound to its screens (each
    /// with its route, so a screen sliding out keeps its content), the presentation over
    /// it, and the dialog when this is the visible stack.
    ///
    /// The path is type-erased so that `NavigationLink(value:)` may append the app's
    /// route or a client's ``NavigationLinkValue``; the driver turns the appended value
    /// into a push and the path then holds the navigator's entry in its place. SwiftUI's
    /// path writes go to the driver, which decides what they mean; this view never
    /// writes state.
    @MainActor
    struct StackView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        let driver: TransitionDriver<Route, Tab>
        let location: StackLocation<Tab>
        /// The layer this stack is presented in; `nil` for a base stack.
        var layer: PresentedLayer? = nil
        let builder: DestinationBuilder<Route, Screen>

        /// The mode the root screen's builder receives, as the core decides it.
        private var rootMode: NavigationMode {
            NavigationMode(rootAt: location, presentedAs: layer?.style)
        }

        var body: some View {
            let slot = driver.slot(at: location)
            // Read here so that a path write the driver answered differently (a link's
            // value, replaced or refused) draws the driver's path again.
            let _ = slot.revision
            if let stack = slot.stack {
                NavigationStack(path: path) {
                    ScreenView(
                        driver: driver, id: stack.root.id, route: stack.root.route, mode: rootMode, builder: builder
                    )
                    // A new root is a new screen: fresh view state, and its own appearance signal.
                    .id(stack.root.id)
                    .navigationDestination(for: NavigationEntry<Route>.self) { entry in
                        ScreenView(driver: driver, id: entry.id, route: entry.route, mode: .push, builder: builder)
                    }
                    // Registered so that links of these types are enabled; the driver
                    // replaces their values with entries before anything is drawn.
                    .navigationDestination(for: Route.self) { _ in Color.clear }
                    .navigationDestination(for: NavigationLinkValue.self) { _ in Color.clear }
                    // Should SwiftUI look destinations up by the path's element type
                    // rather than each element's own type, the entries are drawn all the same.
                    .navigationDestination(for: AnyHashable.self) { element in
                        if let entry = element.base as? NavigationEntry<Route> {
                            ScreenView(driver: driver, id: entry.id, route: entry.route, mode: .push, builder: builder)
                        }
                    }
                }
                .modifier(PresentationModifier(driver: driver, location: location, builder: builder))
                .modifier(DialogModifier(driver: driver, location: location))
            }
        }

        private var path: Binding<[AnyHashable]> {
            let location = location
            let driver = driver
            return Binding(
                get: { driver.erasedPath(at: location) },
                set: { driver.pathWritten(elements: $0, at: location) }
            )
        }
    }
#endif
