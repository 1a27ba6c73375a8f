import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Tabs article's "Over the whole app": a composer that stays up while a
// notification selects another tab, and a call the user minimizes and expands.

private enum ChatTab: Hashable, Sendable {
    case rooms, calls
}

private enum ChatRoute: Hashable, Sendable {
    case rooms
    case room(id: Int)
    case calls
    case composer
    case call(id: Int)
}

@MainActor
@Suite("the over-the-app article")
struct OverAppArticleTests {
    private func chat() throws -> Navigator<ChatRoute, ChatTab> {
        Navigator(
            try NavigationState(tabs: [.rooms, .calls], selectedTab: .rooms) { tab in
                tab == .rooms ? ChatRoute.rooms : .calls
            })
    }

    @Test("a composer over the app stays while a notification selects its tab and pushes")
    func composer() throws {
        let navigator = try chat()
        navigator.present(.composer, style: .sheet(), placement: .overApp)

        // A notification arrives: its room shows beneath the composer, whose draft stays.
        navigator.selectTab(.calls)
        navigator.perform(.push(.call(id: 3), from: navigator.state.stack(at: .tab(.calls))?.top.id))
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.composer])
    }

    @Test("a call minimizes to an overlay, the tabs stay usable, and it expands as it was")
    func call() throws {
        let navigator = try chat()
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.call(id: 7), style: .fullScreenCover, placement: .overApp)
        host.settle()
        let call = navigator.state.presentations[0]

        #expect(host.minimize())
        host.settle()
        #expect(navigator.state.minimized == call)
        #expect(host.tapTab(.calls))
        host.settle()

        #expect(host.tapMinimizedFlow())
        host.settle()
        #expect(navigator.state.presentations == [call])
        #expect(navigator.selectedTab == .calls)
    }

    @Test("a screen of the flow minimizes it from code, and a guard hears it")
    func fromCode() throws {
        let navigator = try chat()
        var heard: [NavigationAction<ChatRoute, ChatTab>] = []
        navigator.addGuard { proposal in
            heard.append(proposal.action)
            return .allow
        }
        navigator.present(.call(id: 7), style: .fullScreenCover, placement: .overApp)
        let callScreen = navigator.state.topScreen.id

        navigator.perform(.minimize(callScreen))
        navigator.perform(.expand)
        #expect(heard.suffix(2) == [.minimize(callScreen), .expand])
    }
}
