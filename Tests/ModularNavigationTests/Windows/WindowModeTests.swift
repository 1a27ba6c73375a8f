import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A window mode: in a window, else a sheet (issue 24 item 3)")
struct WindowModeTests {
    private typealias Fixture = WindowFixtures
    private let editor = SheetOptions(detents: [.large], id: "editor")

    @Test("where the platform shows several windows, a screen's window request opens one and its own stack stays")
    func opensAWindow() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))
        let navigator = try #require(windows.navigator(for: first))
        let host = HeadlessHost(navigator: navigator)
        var shown: [NavigationWindowID] = []
        windows.showWindow = { shown.append($0) }

        navigator.rootClient.navigate(to: .cart, mode: .window(editor))
        expectSettled(host)

        #expect(windows.windowIDs.count == 2)
        #expect(shown == [windows.windowIDs[1]])
        #expect(windows.navigator(for: windows.windowIDs[1])?.state.entries.map(\.route) == [.home, .cart])
        #expect(host.drawn.presentations.isEmpty)
    }

    @Test("where the platform shows one window, the request is a sheet with the mode's options, drawn by the host")
    func fallsBackToASheet() throws {
        let windows = try Fixture.windows(multiple: false)
        let first = try windows.makeWindow(NavigationState(root: .home))
        let navigator = try #require(windows.navigator(for: first))
        let host = HeadlessHost(navigator: navigator)

        navigator.rootClient.navigate(to: .cart, mode: .window(editor))
        expectSettled(host)

        #expect(windows.windowIDs == [first])
        #expect(host.drawn.presentations.map(\.style) == [.sheet(editor)])
        #expect(host.topScreen.route == .cart)
    }

    @Test("a navigator no window owner holds presents the sheet")
    func aloneItIsASheet() {
        let navigator = Navigator(root: ShopRoute.home)
        navigator.rootClient.navigate(to: .cart, mode: .window())
        #expect(navigator.state.presentations.map(\.style) == [.sheet()])
    }

    @Test("a gone screen's window request opens nothing and is reported stale")
    func staleScreenOpensNothing() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home, path: [.cart]))
        let navigator = try #require(windows.navigator(for: first))
        let client = navigator.client(for: navigator.topStack.top.id)
        navigator.pop()
        let events = NavigationEventRecorder(navigator)

        client.navigate(to: .cart, mode: .window())

        #expect(windows.windowIDs == [first])
        #expect(events.events.count == 1)
        #expect(events.events.first.map { if case .staleCall = $0 { true } else { false } } == true)
    }

    @Test("a tabbed app's windows may be one stack, without inventing a one-tab state")
    func stackWindowInATabbedApp() throws {
        let windows = NavigationWindows<TestRoute, TestTab>(newWindowState: { NavigationState(root: $0) })
        let main = try windows.makeWindow(.threeTabs())
        let mainNavigator = try #require(windows.navigator(for: main))

        mainNavigator.client(forTab: .home)?.navigate(to: .settings, mode: .window())

        let compose = try #require(windows.windowIDs.last)
        let composeNavigator = try #require(windows.navigator(for: compose))
        #expect(composeNavigator.state.tabs == nil)
        #expect(composeNavigator.state.baseLocation == .main)
        composeNavigator.push(.list)
        #expect(composeNavigator.state.entries.map(\.route) == [.settings, .list])
    }
}
