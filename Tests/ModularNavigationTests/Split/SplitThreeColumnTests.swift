import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Three-column split view: sidebar, content list, detail")
struct SplitThreeColumnTests {
    /// Home in the sidebar, the list selected in it, and the content column's list.
    private func threeColumns(content: TestRoute? = nil, detailPath: [TestRoute] = []) throws -> SplitState {
        try SplitState(sidebar: .home, selection: .list, contentSelection: content, detailPath: detailPath)
    }

    @Test("a content item starts the detail; another replaces it and dismisses its sheet")
    func contentItemStartsDetail() throws {
        let navigator = Navigator(try threeColumns())
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapContentItem(.detail(1)))
        expectSettled(
            host, "sidebar (selected: list)\n  #0 home\ncontent (selected: detail(1))\ndetail\n  #1 detail(1)")

        host.tap { navigator.push(.settings) }
        expectSettled(host)
        host.tap { navigator.present(.picker, style: .sheet()) }
        expectSettled(host)
        #expect(host.drawn.presentations.count == 1)
        // A sheet covers the columns as it covers the detail: the list is out of reach.
        #expect(host.refusal { host.tapContentItem(.detail(2)) } == .covered)
        // From code (a link, a notification), the new item dismisses the sheet first.
        host.tap { navigator.perform(.selectContent(.detail(2))) }
        expectSettled(
            host, "sidebar (selected: list)\n  #0 home\ncontent (selected: detail(2))\ndetail\n  #4 detail(2)")
        #expect(navigator.contentSelection() == .detail(2))
    }

    @Test("another sidebar item clears the content selection and the detail")
    func sidebarItemClearsContent() throws {
        let navigator = Navigator(try threeColumns(content: .detail(1), detailPath: [.settings]))
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapSidebarItem(.picker))
        expectSettled(host, "sidebar (selected: picker)\n  #0 home")
        #expect(navigator.contentSelection() == nil)
        #expect(navigator.state.stack(at: .detail) == nil)
    }

    @Test("collapsed: back from the detail root clears the content selection, then back clears the sidebar's")
    func collapsedBackTwice() throws {
        let navigator = Navigator(try threeColumns(content: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        var events: [NavigationEvent<TestRoute, Never>] = []
        navigator.addEventObserver { events.append($0) }

        #expect(host.tapCollapsedBack())
        expectSettled(host, "sidebar (selected: list)\n  #0 home")
        #expect(navigator.splitSelection() == .list)
        #expect(navigator.contentSelection() == nil)

        #expect(host.tapCollapsedBack())
        expectSettled(host, "sidebar\n  #0 home")
        #expect(navigator.splitSelection() == nil)
        // The sidebar is the app's root: there is nothing further back.
        #expect(host.refusal { host.tapCollapsedBack() } != nil)
        #expect(
            events.filter(\.isSplitSelection) == [
                .splitSelected(.list, content: nil), .splitSelected(nil, content: nil),
            ])
    }

    @Test("the content list is out of reach without a sidebar selection, in two columns, or under a cover")
    func contentListOutOfReach() throws {
        let none = Navigator(try SplitState(sidebar: .home, selection: nil, contentSelection: nil))
        let noneHost = HeadlessHost(navigator: none)
        #expect(noneHost.refusal { noneHost.tapContentItem(.detail(1)) } == .noSuchControl)

        let twoColumns = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let twoHost = HeadlessHost(navigator: twoColumns)
        #expect(twoHost.refusal { twoHost.tapContentItem(.detail(2)) } == .noSuchControl)

        let covered = Navigator(try threeColumns(content: .detail(1)))
        let host = HeadlessHost(navigator: covered)
        host.tap { covered.present(.picker, style: .fullScreenCover) }
        expectSettled(host)
        #expect(host.refusal { host.tapContentItem(.detail(2)) } == .covered)
        #expect(host.refusal { host.tapCollapsedBack() } != nil)
    }

    @Test(
        "a guard sees collapsed back from the detail root as its dismissal, and while it refuses the button is disabled"
    )
    func guardKeepsDetail() throws {
        let navigator = Navigator(try threeColumns(content: .detail(1)))
        let root = try #require(navigator.state.stack(at: .detail)?.root.id)
        var seen: [NavigationAction<TestRoute, Never>] = []
        navigator.addGuard { proposal in
            seen.append(proposal.action)
            return .cancel
        }
        let host = HeadlessHost(navigator: navigator)
        #expect(host.refusal { host.tapCollapsedBack() } == .disabled)
        expectSettled(host)
        #expect(navigator.contentSelection() == .detail(1))
        #expect(!seen.isEmpty && seen.allSatisfy { $0 == .dismiss(root) })
    }

    @Test("collapsed back from the content list asks the guards: a refused one is disabled and clears nothing")
    func guardKeepsContentList() throws {
        let navigator = Navigator(try threeColumns())
        navigator.addGuard { proposal in proposal.proposed.split?.selection == nil ? .cancel : .allow }
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        #expect(host.refusal { host.tapCollapsedBack() } == .disabled)
        expectSettled(host, "sidebar (selected: list)\n  #0 home")
        #expect(navigator.splitSelection() == .list)
        #expect(!navigator.userMayGoBackCollapsed(clearing: .sidebar))
    }

    @Test("a push in the detail does not notify the selections; a content item does, and not the sidebar stack")
    func observation() throws {
        let navigator = Navigator(try threeColumns(content: .detail(1)))
        let selections = ObservationCounter()
        let sidebar = ObservationCounter()
        selections.observe { _ = navigator.contentSelection() }
        sidebar.observe { _ = navigator.stack(at: .sidebar) }

        let host = HeadlessHost(navigator: navigator)
        navigator.push(.settings)
        #expect(selections.count == 0)
        #expect(host.act { $0.tapContentItem(.detail(2)) })
        #expect(selections.count == 1)
        #expect(sidebar.count == 0)
    }

    @Test("a whole flow: content item, then back twice to the sidebar")
    func wholeFlow() throws {
        let navigator = Navigator(try threeColumns())
        let host = HeadlessHost(navigator: navigator)
        #expect(host.act { $0.tapContentItem(.detail(3)) })
        #expect(navigator.state.stack(at: .detail)?.root.route == .detail(3))
        // The same item again changes nothing.
        let selected = navigator.state
        #expect(host.act { $0.tapContentItem(.detail(3)) })
        #expect(navigator.state == selected)
        navigator.push(.settings)
        #expect(!host.act { $0.tapCollapsedBack() })
        #expect(host.act { $0.swipeBack() })
        #expect(host.act { $0.tapCollapsedBack() })
        #expect(navigator.contentSelection() == nil)
        #expect(navigator.splitSelection() == .list)
        #expect(host.act { $0.tapCollapsedBack() })
        #expect(navigator.splitSelection() == nil)
        #expect(!host.act { $0.tapCollapsedBack() })
    }
}

extension NavigationEvent {
    fileprivate var isSplitSelection: Bool {
        if case .splitSelected = self { return true }
        return false
    }
}
