import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Link values tapped in another window")
struct WindowLinkValueTests {
    @Test("a link value made in one window and tapped in another pushes onto the stack it was tapped in")
    func linkFromAnotherWindowLandsWhereTapped() throws {
        let windows = NavigationWindows<TestRoute, TestTab>(newWindowState: { _ in .threeTabs() })
        let first = try windows.makeWindow(.threeTabs())
        let second = try windows.makeWindow(.threeTabs())
        let made = try #require(windows.navigator(for: first))
        let tapped = try #require(windows.navigator(for: second))
        let host = HeadlessHost(navigator: tapped)

        // Made by the first window's search tab root, #1; in the second window #1 is the
        // root of its search tab too, which the user is not looking at.
        let link = try #require(made.client(forTab: .search)).link(to: .detail(7))
        #expect(host.tapLink(link))
        expectSettled(host)
        #expect(tapped.state.stack(at: .tab(.home))?.path.map(\.route) == [.detail(7)])
        #expect(tapped.state.stack(at: .tab(.search))?.path.isEmpty == true)
        #expect(made.state == .threeTabs())
    }

    @Test("a link value whose screen is alive on another stack of the window pushes on the stack it was tapped in")
    func linkFromABackgroundTabLandsWhereTapped() throws {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        let link = try #require(navigator.client(forTab: .profile)).link(to: .settings)
        #expect(host.tapLink(link))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.path.map(\.route) == [.settings])
        #expect(navigator.state.stack(at: .tab(.profile))?.path.isEmpty == true)
    }

    @Test("a link value from a screen of the tapped stack still pushes from that screen")
    func linkFromTheTappedStackKeepsItsScreen() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapLink(navigator.rootClient.link(to: .list)))
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.home))?.path.map(\.route) == [.list])
    }
}
