#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// The back button of the root of the stack above the tabs.
    ///
    /// `NavigationStack` draws none there (the root has nothing to pop to); a tap goes to
    /// the driver as the user going back to the tabs. Hidden when a guard would refuse it.
    @MainActor
    struct AboveTabsBackButton<Route: Hashable & Sendable, Tab: Hashable & Sendable>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        let isShown: Bool
        let root: EntryID

        func body(content: Content) -> some View {
            if isShown && driver.allowsGoingBack(from: root) {
                let driver = driver
                content.toolbar {
                    ToolbarItem(placement: .navigation) {
                        Button {
                            driver.aboveTabsBackTapped()
                        } label: {
                            Label("Back", systemImage: "chevron.backward")
                        }
                    }
                }
            } else {
                content
            }
        }
    }
#endif
