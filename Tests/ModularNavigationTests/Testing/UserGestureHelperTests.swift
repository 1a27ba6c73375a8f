import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Gestures against a navigator")
struct UserGestureHelperTests {
    @Test("a back swipe pops the top screen; with nothing pushed it is refused")
    func swipeBack() {
        let navigator = Navigator(root: TestRoute.home)
        #expect(!navigator.swipeBack())
        navigator.push(.list)
        navigator.push(.detail(1))
        #expect(navigator.swipeBack())
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list])
    }

    @Test("a sheet swipes down; a cover and a sheet that refuses the swipe stay")
    func swipeDownSheet() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .fullScreenCover)
        #expect(!navigator.swipeDownSheet())
        navigator.present(.picker, style: .sheet(SheetOptions(interactiveDismissDisabled: true)))
        #expect(!navigator.swipeDownSheet())
        navigator.present(.list)
        #expect(navigator.swipeDownSheet())
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.settings, .picker])
    }

    @Test("a tab tap selects, a re-tap pops to the root, and a cover hides the tab bar")
    func tapTab() {
        let navigator = Navigator(NavigationState<TestRoute, TestTab>.threeTabs())
        navigator.push(.list)
        #expect(navigator.tapTab(.search))
        #expect(navigator.state.selectedTab == .search)
        #expect(navigator.tapTab(.home))
        #expect(navigator.tapTab(.home))
        #expect(navigator.topStack.entries.map(\.route) == [.home])

        navigator.present(.settings, style: .fullScreenCover)
        #expect(!navigator.tapTab(.search))
        #expect(navigator.state.selectedTab == .home)
        navigator.dismissPresentation()
        navigator.present(.settings)
        #expect(navigator.tapTab(.search))
        #expect(navigator.state.presentations.isEmpty)
    }
}
