import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@MainActor
@Suite("Deep links: relative targets land on the stack the user sees")
struct DeepLinkRelativeTargetTests {
    private static func table() throws -> DeepLinkTable<DeepLinkTarget<TestRoute, TestTab>> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/detail/:id(int)") { .pushOnTop([.detail(try $0.int("id"))]) }
            DeepLinkRoute("/pick") { _ in .presentOnTop(.picker, path: [.list]) }
        }
    }

    private static func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test("a relative link pushes inside the sheet that is up, keeping the tab and the sheet")
    func pushesInsideTheSheet() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        navigator.deepLinks = try Self.table()
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.present(.settings, style: .sheet()) }
        expectSettled(host)

        #expect(navigator.open(try Self.url("t://detail/7")) == .opened)
        expectSettled(host)
        #expect(navigator.selectedTab == .search)
        #expect(navigator.state.presentations.count == 1)
        #expect(navigator.topStack.root.route == .settings)
        #expect(navigator.topStack.path.map(\.route) == [.detail(7)])
    }

    @Test("a relative link without a sheet pushes on the selected tab's stack, after the screens already there")
    func pushesOnTheSelectedTab() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .profile))
        navigator.deepLinks = try Self.table()
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        expectSettled(host)
        let list = navigator.topStack.top.id

        #expect(navigator.open(try Self.url("t://detail/3")) == .opened)
        expectSettled(host)
        #expect(navigator.state.stack(at: .tab(.profile))?.path.map(\.route) == [.list, .detail(3)])
        #expect(navigator.state.stack(at: .tab(.profile))?.path.first?.id == list)
    }

    @Test("a relative present goes over the top, keeping the presentations already up")
    func presentsOverTheTop() throws {
        let navigator = Navigator(TabState.threeTabs())
        navigator.deepLinks = try Self.table()
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.present(.settings, style: .sheet()) }
        expectSettled(host)

        #expect(navigator.open(try Self.url("t://pick")) == .opened)
        expectSettled(host)
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.settings, .picker])
        #expect(navigator.topStack.path.map(\.route) == [.list])
    }

    @Test("a relative link at a cold start is queued, evented, and lands on the restored visible stack once")
    func coldStartQueue() throws {
        var restored = TabState.threeTabs(selected: .search)
        try restored.perform(.present(.settings, .sheet()))
        let navigator = Navigator(restored)
        navigator.deepLinks = try Self.table()
        let events = NavigationEventRecorder(navigator)
        let url = try Self.url("t://detail/9")

        #expect(navigator.open(url) == .queued)
        #expect(navigator.state == restored)
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        #expect(navigator.topStack.path.map(\.route) == [.detail(9)])
        #expect(events.events.contains(.deepLinkQueued(url)))
        #expect(events.events.contains(.deepLinkOpened(url)))
        navigator.attachUI()
        #expect(navigator.topStack.path.map(\.route) == [.detail(9)])
    }

    @Test("a guard sees a relative link as a deep link and may cancel it; the state is unchanged")
    func guardsSeeRelativeLinks() throws {
        let navigator = Navigator(TabState.threeTabs())
        navigator.deepLinks = try Self.table()
        navigator.attachUI()
        let url = try Self.url("t://detail/1")
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .cancel
        }
        let before = navigator.state
        #expect(navigator.open(url) == .cancelled)
        #expect(sources == [.deepLink(url)])
        #expect(navigator.state == before)
    }

    @Test("a relative link pushes on the detail column of a split view and on the stack above the tabs")
    func otherVisibleStacks() throws {
        var split = SplitState(sidebar: .list, selection: .detail(1))
        try split.navigate(to: .pushOnTop([.settings]))
        #expect(split.stack(at: .detail)?.path.map(\.route) == [.settings])

        var above = TabState.threeTabs()
        try above.perform(.showAboveTabs(.list))
        try above.navigate(to: .pushOnTop([.detail(2)]))
        #expect(above.stack(at: .aboveTabs)?.path.map(\.route) == [.detail(2)])
        #expect(above.stack(at: .tab(.home))?.path.isEmpty == true)
    }
}
