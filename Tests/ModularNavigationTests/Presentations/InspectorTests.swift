import Foundation
import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// The inspector is a presentation kind whose presenter stays in front: the rules,
/// links, persistence and events it shares with the other kinds, and the one rule where
/// it differs.
@MainActor
@Suite("Inspector: a presentation kind beside its presenter")
struct InspectorTests {
    static let wide = InspectorOptions(minWidth: 240, idealWidth: 320, maxWidth: 480)

    @Test("a client opens an inspector; its builder receives the inspector mode; tree and events name it")
    func presents() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.rootClient.navigate(to: .settings, mode: .inspector(Self.wide))
        #expect(navigator.state.presentations.map(\.style) == [.inspector(Self.wide)])
        let root = navigator.state.presentations[0].stack.root
        #expect(
            events.events == [
                .presented(root, style: .inspector(Self.wide), at: .presented(1)),
                .screenShown(root, at: .presented(1)),
            ])
        #expect(navigator.state.mode(ofScreenAt: .presented(1), index: 0) == .inspector(Self.wide))
        #expect(
            navigator.state.treeDescription
                == "main\n  #0 home\n  inspector [min 240, width 320, max 480]\n    #1 settings")
    }

    @Test("the stack beside an inspector may push, pop and present; what it presents goes over the inspector")
    func presenterStaysInFront() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .inspector())
        let beside = navigator.rootClient
        beside.push(.list)
        #expect(navigator.state.baseStack.path.map(\.route) == [.list])
        #expect(navigator.state.presentations.count == 1)
        beside.navigate(to: .picker, mode: .sheet())
        #expect(navigator.state.presentations.map(\.style) == [.inspector(), .sheet()])
        // Under the sheet, neither the base stack nor the inspector may present.
        beside.navigate(to: .detail(1), mode: .sheet())
        navigator.client(for: navigator.state.presentations[0].stack.root.id).navigate(to: .home, mode: .sheet())
        #expect(navigator.state.presentations.count == 2)

        // Going back on it takes down what covers it and keeps the inspector beside it.
        #expect(navigator.perform(.popTo(navigator.state.baseStack.root.id)))
        #expect(navigator.state.baseStack.depth == 0)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
        #expect(!navigator.perform(.popTo(navigator.state.baseStack.root.id)), "nothing left to go back to")
        beside.push(.list)
        navigator.client(for: navigator.state.baseStack.top.id).dismiss()
        #expect(navigator.state.baseStack.depth == 0)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
    }

    @Test("an inspector leaves only its presenter in front: not a background tab, not a stack under a sheet")
    func onlyThePresenter() throws {
        var state = TabState.threeTabs()
        let background = try #require(state.stack(at: .tab(.search))?.root.id)
        try state.perform(.present(.settings, .sheet()))
        let sheet = state.presentations[0].stack.root.id
        try state.perform(.present(.list, .inspector()))
        // The sheet shows beside its inspector; the tab under the sheet stays covered.
        try state.perform(.present(.picker, .popover(), from: sheet))
        #expect(state.presentations.count == 3)
        #expect(throws: NavigationError.screenCovered(background)) {
            try state.perform(.present(.picker, .sheet(), from: background))
        }
        let home = try #require(state.stack(at: .tab(.home))?.root.id)
        #expect(throws: NavigationError.screenCovered(home)) {
            try state.perform(.present(.picker, .sheet(), from: home))
        }
    }

    @Test("a split view's sidebar may present beside an inspector over the detail")
    func sidebarBesideInspector() throws {
        var state = NavigationState<TestRoute, TestTab>(sidebar: .list, selection: .detail(1))
        try state.perform(.present(.settings, .inspector()))
        let sidebar = try #require(state.stack(at: .sidebar)?.root.id)
        try state.perform(.present(.picker, .sheet(), from: sidebar))
        #expect(state.presentations.map(\.style) == [.inspector(), .sheet()])
    }

    @Test("the user may swipe an inspector away unless its options or a guard hold it, and the guard hears the user")
    func swipeAway() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .inspector(InspectorOptions(interactiveDismissDisabled: true)))
        #expect(!host.act { $0.swipeDownSheet() })
        navigator.dismissPresentation()
        navigator.present(.settings, style: .inspector())
        #expect(!host.act { $0.tapOutsidePopover() })
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }
        #expect(host.act { $0.swipeDownSheet() })
        #expect(navigator.state.presentations.isEmpty)
        #expect(sources.contains(.user))
    }

    @Test("a deep-link target opens the inspector, and keeps one that already shows its root")
    func deepLinkTarget() throws {
        var state = StackState(root: .home)
        let target = DeepLinkTarget<TestRoute, Never>.present(.settings, style: .inspector(Self.wide))
        try state.navigate(to: target)
        let root = state.presentations[0].stack.root.id
        try state.navigate(to: target)
        #expect(state.presentations.map(\.style) == [.inspector(Self.wide)])
        #expect(state.presentations[0].stack.root.id == root)
    }

    @Test("an inspector saves and restores with its options, in the Codable form and the archive")
    func persistence() throws {
        var state = StackState(root: .home)
        try state.perform(
            .present(.settings, .inspector(InspectorOptions(idealWidth: 300.5, interactiveDismissDisabled: true))))
        try state.perform(.push(.detail(4)))
        let archive = try state.archived(schemaVersion: Fixtures.schema)
        #expect(String(decoding: archive, as: UTF8.self).contains(#""inspector""#))
        let report = NavigationState.restore(
            from: archive, schemaVersion: Fixtures.schema, fallback: StackState(root: .list))
        #expect(report.outcome == .restored)
        #expect(report.state == state)
        let decoded = try JSONDecoder().decode(StackState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }

    @Test("non-finite widths are refused; drawn widths drop negative ones and order crossed bounds")
    func widths() {
        var state = StackState(root: .home)
        #expect(throws: NavigationError.nonFiniteNumber) {
            try state.perform(.present(.settings, .inspector(InspectorOptions(idealWidth: .infinity))))
        }
        #expect(state.presentations.isEmpty)
        #expect(InspectorOptions().drawableWidths == nil)
        #expect(InspectorOptions(minWidth: 300, idealWidth: -1).drawableWidths == nil)
        let crossed = InspectorOptions(minWidth: 400, idealWidth: 300, maxWidth: 200).drawableWidths
        #expect(crossed?.min == 300 && crossed?.ideal == 300 && crossed?.max == 300)
        let negativeBound = InspectorOptions(minWidth: -5, idealWidth: 300).drawableWidths
        #expect(negativeBound?.min == nil && negativeBound?.ideal == 300)
    }

    @Test("the planner swaps an inspector's content in place, and replaces a sheet by an inspector in two steps")
    func planning() throws {
        var sheet = StackState(root: .home)
        try sheet.perform(.present(.settings, .sheet()))
        var inspector = StackState(root: .home)
        try inspector.perform(.present(.settings, .inspector()))
        #expect(
            TransitionPlanner.steps(from: sheet, to: inspector).map(\.kind) == [
                .dismiss(fromLevel: 1), .present(level: 1),
            ])
        var wider = StackState(root: .home)
        try wider.perform(.present(.settings, .inspector(Self.wide)))
        #expect(TransitionPlanner.steps(from: inspector, to: wider).map(\.kind) == [.update])
    }

    @Test("the route map records a screen shown in an inspector as starting a flow")
    func routeMapMode() {
        #expect(RouteMap.Mode(PresentationStyle.inspector()) == .presented(.inspector))
        #expect(RouteMap.Mode.presented(.inspector).startsFlow)
    }
}
