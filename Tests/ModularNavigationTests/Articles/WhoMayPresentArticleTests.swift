import ModularNavigation
import ModularNavigationTesting
import Testing

// The Adaptive layouts article's "Who may present what, from where": a push is not a
// presentation, and lands on the asking screen's own stack wherever that stack is.

private enum MailTab: Hashable, Sendable, CaseIterable {
    case inbox, sent
}

private enum MailRoute: Hashable, Sendable {
    case inbox, sent
    case message(id: Int)
    case compose, settings
}

@MainActor
@Suite("the Adaptive layouts article: who may push")
struct WhoMayPresentArticleTests {
    private static func tabs() throws -> Navigator<MailRoute, MailTab> {
        Navigator(try NavigationState(tabs: MailTab.allCases, selectedTab: .inbox) { $0 == .inbox ? .inbox : .sent })
    }

    @Test("a screen under a sheet pushes beneath the sheet, and may not present over it")
    func underASheet() throws {
        let navigator = try Self.tabs()
        navigator.present(.compose)
        navigator.rootClient.push(.message(id: 1))
        navigator.rootClient.presentSheet(.settings)
        expectTree(
            navigator,
            """
            tab inbox (selected)
              #0 inbox
              #3 message(id: 1)
              sheet
                #2 compose
            tab sent
              #1 sent
            """)
    }

    @Test("a background tab's screen pushes onto its own tab, out of sight")
    func backgroundTab() throws {
        let navigator = try Self.tabs()
        navigator.client(forTab: .sent)?.push(.message(id: 2))
        #expect(navigator.selectedTab == .inbox)
        #expect(navigator.state.stack(at: .tab(.sent))?.path.map(\.route) == [.message(id: 2)])
    }

    @Test("the tab under the stack above the tabs pushes onto that tab, beneath the stack")
    func underTheStackAboveTheTabs() throws {
        let navigator = try Self.tabs()
        let inbox = try #require(navigator.client(forTab: .inbox))
        navigator.showAboveTabs(.compose)
        inbox.push(.message(id: 3))
        #expect(navigator.state.stack(at: .tab(.inbox))?.path.map(\.route) == [.message(id: 3)])
        #expect(navigator.topStack.top.route == .compose)
    }

    @Test("without tabs, a screen under a flow shown above the tabs pushes beneath the flow's first screen")
    func underAPushedFlow() {
        let navigator = Navigator(root: MailRoute.inbox)
        let inbox = navigator.rootClient
        navigator.showAboveTabs(.compose)
        inbox.push(.message(id: 4))
        expectTree(
            navigator,
            """
            main
              #0 inbox
              #2 message(id: 4)
              #1 compose
            """)
    }

    @Test("a split view's column under a sheet pushes beneath it; a background tab's split view onto that tab")
    func splitColumns() throws {
        let split = Navigator(NavigationState<MailRoute, Never>(sidebar: .inbox, selection: .message(id: 1)))
        split.present(.compose)
        let sidebar = try #require(split.state.stack(at: .sidebar)).top.id
        split.client(for: sidebar).push(.sent)
        #expect(split.state.stack(at: .sidebar)?.path.map(\.route) == [.sent])
        #expect(split.topStack.top.route == .compose)

        let tabs = Navigator(
            try NavigationState(tabs: MailTab.allCases, selectedTab: .inbox, splitTabs: [.sent]) {
                $0 == .inbox ? MailRoute.inbox : .sent
            })
        tabs.perform(.selectSidebar(.message(id: 2), in: .sent))
        let detail = try #require(tabs.state.stack(at: .tabDetail(.sent))).top.id
        tabs.client(for: detail).push(.settings)
        #expect(tabs.selectedTab == .inbox)
        #expect(tabs.state.stack(at: .tabDetail(.sent))?.path.map(\.route) == [.settings])
    }
}
