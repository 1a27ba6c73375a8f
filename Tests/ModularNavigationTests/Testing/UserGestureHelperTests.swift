import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Gestures against a drawn navigator, for flows")
struct UserGestureHelperTests {
    @Test("a back swipe pops the top screen; with nothing pushed it is refused")
    func swipeBack() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        #expect(!host.act { $0.swipeBack() })
        navigator.push(.list)
        navigator.push(.detail(1))
        #expect(host.act { $0.swipeBack() })
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list])
    }

    @Test("a sheet swipes down; a cover and a sheet that refuses the swipe stay")
    func swipeDownSheet() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .fullScreenCover)
        #expect(!host.act { $0.swipeDownSheet() })
        navigator.present(.picker, style: .sheet(SheetOptions(interactiveDismissDisabled: true)))
        #expect(!host.act { $0.swipeDownSheet() })
        navigator.present(.list)
        #expect(host.act { $0.swipeDownSheet() })
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.settings, .picker])
    }

    @Test("a tab tap selects, a re-tap pops to the root, and a cover hides the tab bar")
    func tapTab() {
        let navigator = Navigator(NavigationState<TestRoute, TestTab>.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.list)
        #expect(host.act { $0.tapTab(.search) })
        #expect(navigator.state.selectedTab == .search)
        #expect(host.act { $0.tapTab(.home) })
        #expect(host.act { $0.tapTab(.home) })
        #expect(navigator.topStack.entries.map(\.route) == [.home])

        navigator.present(.settings, style: .fullScreenCover)
        #expect(!host.act { $0.tapTab(.search) })
        #expect(navigator.state.selectedTab == .home)
        navigator.dismissPresentation()
        // SwiftUI's dimming behind a sheet takes the tap, unless the sheet lets it through.
        navigator.present(.settings)
        #expect(!host.act { $0.tapTab(.search) })
        navigator.dismissPresentation()
        navigator.present(.settings, style: .sheet(SheetOptions(backgroundInteraction: .enabled)))
        #expect(host.act { $0.tapTab(.search) })
        #expect(navigator.state.presentations.isEmpty)
    }
}
