#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// Draws the stack above the tabs: a `NavigationStack` of its own, a sibling of the
    /// app's `TabView` in a `ZStack`, never inside another stack.
    ///
    /// It moves in from the trailing edge over the whole tab view, tab bar included, and
    /// moves out again when the stack goes; the tabs' stacks stay drawn underneath, so they
    /// come back with their scroll positions and view state. Its root has a back button
    /// (``ScreenView`` adds it for ``NavigationMode/aboveTabs``); presentations hang off
    /// this stack. The view's `onDisappear` tells the driver the stack has left.
    @MainActor
    struct AboveTabsView<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: View {
        let driver: TransitionDriver<Route, Tab>
        let builder: DestinationBuilder<Route, Screen>

        var body: some View {
            let driver = driver
            if let root = driver.aboveTabsRoot {
                StackView(driver: driver, location: .aboveTabs, builder: builder)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    // Opaque over the tab bar, so nothing of the tabs shows or takes a tap.
                    .background(.background)
                    // Another stack above the tabs is another view: the old one moves out
                    // with its own content while the new one moves in.
                    .id(root)
                    .transition(.move(edge: .trailing))
                    .onDisappear { driver.stackDidDisappear(root: root) }
            }
        }
    }
#endif
