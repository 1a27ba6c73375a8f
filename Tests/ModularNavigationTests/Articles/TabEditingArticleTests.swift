import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Tabs and Sheets articles and the SwiftUI module's Your own tab view
// article: tabs the user edits, a selection from code, an action tab, one sheet of a kind.

private enum MailTab: Hashable, Sendable, CaseIterable {
    case inbox, lists, notifications, compose
}

private enum MailRoute: Hashable, Sendable {
    case inbox
    case lists
    case list(id: Int)
    case notifications
    case mention(id: Int)
    case composer
}

@MainActor
@Suite("the tab editing articles")
struct TabEditingArticleTests {
    private func mail() throws -> Navigator<MailRoute, MailTab> {
        Navigator(
            try NavigationState(tabs: [.inbox, .notifications], selectedTab: .inbox) { tab in
                tab == .inbox ? MailRoute.inbox : .notifications
            })
    }

    @Test("tabs the user adds, removes and reorders keep the other tabs' screens")
    func editing() throws {
        let navigator = try mail()
        navigator.push(.list(id: 1))
        let inbox = navigator.state.stack(at: .tab(.inbox))

        navigator.insertTab(.lists, root: .lists, at: 1)
        navigator.reorderTabs([.notifications, .inbox, .lists])
        navigator.removeTab(.lists)

        #expect(navigator.tabOrder == [.notifications, .inbox])
        #expect(navigator.state.stack(at: .tab(.inbox)) == inbox)
    }

    @Test("code selects a tab without popping it; the user's re-tap pops")
    func selectingFromCode() throws {
        let navigator = try mail()
        navigator.selectTab(.notifications)
        navigator.push(.mention(id: 9))

        // A notification arrives: show its tab, keeping what the user had open there.
        navigator.selectTab(.notifications)
        #expect(navigator.topStack.top.route == .mention(id: 9))

        // The user's re-tap in the tab bar, or code that asks for the same, pops to the root.
        navigator.perform(.tapTab(.notifications))
        #expect(navigator.topStack.depth == 0)
    }

    @Test("a compose tab presents its sheet and is never selected")
    func actionTab() throws {
        let navigator = try mail()
        let composer = SheetOptions(id: "composer")
        navigator.tabActions[.compose] = .present(.composer, .sheet(composer))

        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapTab(.compose))
        expectSettled(host)
        #expect(navigator.selectedTab == .inbox)
        #expect(navigator.topStack.root.route == .composer)
    }

    @Test("a compose tab sits at its slot and keeps the place the user moves it to")
    func actionTabSlot() throws {
        let navigator = try mail()
        navigator.tabActions[.compose] = .present(.composer, .sheet())
        navigator.actionTabSlots[.compose] = 1
        #expect(navigator.tabBarOrder == [.inbox, .compose, .notifications])

        navigator.reorderTabs([.notifications, .inbox, .compose])
        #expect(navigator.tabOrder == [.notifications, .inbox])
        #expect(navigator.tabBarOrder == [.notifications, .inbox, .compose])
    }

    @Test("a sheet with an id is one of a kind")
    func oneSheetOfAKind() throws {
        let navigator = try mail()
        let composer = SheetOptions(id: "composer")
        navigator.present(.composer, style: .sheet(composer))
        navigator.present(.composer, style: .sheet(composer))
        #expect(navigator.state.presentations.count == 1)

        var replacing = composer
        replacing.replacesExisting = true
        navigator.present(.composer, style: .sheet(replacing))
        #expect(navigator.state.presentations.count == 1)
    }
}
