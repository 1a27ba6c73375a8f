import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@Suite("Popovers as a presentation style")
struct PopoverPresentationTests {
    static let anchored = PopoverOptions(attachmentAnchor: .point(x: 1, y: 0), arrowEdge: .top)

    @Test("the navigator and a client present a popover; it prints in the tree and is reported like any layer")
    @MainActor
    func presents() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.present(.settings, style: .popover(Self.anchored))
        #expect(navigator.state.presentations.map(\.style) == [.popover(Self.anchored)])
        let root = navigator.state.presentations[0].stack.root
        #expect(
            events.events == [
                .presented(root, style: .popover(Self.anchored), at: .presented(1)),
                .screenShown(root, at: .presented(1)),
            ])

        navigator.rootClient.navigate(to: .list, mode: .popover())
        // The base stack is covered, so its client cannot present over it.
        #expect(navigator.state.presentations.count == 1)
        navigator.client(for: root.id).navigate(to: .picker, mode: .popover())
        #expect(navigator.state.presentations.map(\.style) == [.popover(Self.anchored), .popover()])
        #expect(
            navigator.state.treeDescription
                == "main\n  #0 home\n  popover [at (1, 0)]\n    #1 settings\n    popover\n      #2 picker")
    }

    @Test("a popover is dismissed like any layer, and its root's client closes it")
    @MainActor
    func dismisses() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .popover())
        let root = navigator.state.presentations[0].stack.root
        navigator.push(.list)
        let events = NavigationEventRecorder(navigator)
        navigator.client(for: navigator.state.topStack.top.id).close()
        #expect(navigator.state.presentations.isEmpty)
        #expect(events.events.first == .dismissed(root, style: .popover(), at: .presented(1)))
    }

    @Test("the planner replaces a sheet by a popover in two steps, and a popover by a popover in place")
    func planning() throws {
        var sheet = StackState(root: .home)
        try sheet.perform(.present(.settings, .sheet()))
        var popover = StackState(root: .home)
        try popover.perform(.present(.settings, .popover()))
        #expect(
            TransitionPlanner.steps(from: sheet, to: popover).map(\.kind) == [
                .dismiss(fromLevel: 1), .present(level: 1),
            ])
        // Built by the same actions, so the identities match; only the options differ.
        var moved = StackState(root: .home)
        try moved.perform(.present(.settings, .popover(Self.anchored)))
        #expect(TransitionPlanner.steps(from: popover, to: moved).map(\.kind) == [.update])
    }

    @Test("a deep-link target presents a popover, and keeps one that already shows its root")
    func deepLinkTarget() throws {
        var state = StackState(root: .home)
        let target = DeepLinkTarget<TestRoute, Never>.present(.settings, style: .popover(Self.anchored))
        try state.navigate(to: target)
        let root = state.presentations[0].stack.root.id
        try state.navigate(to: target)
        #expect(state.presentations.map(\.style) == [.popover(Self.anchored)])
        #expect(state.presentations[0].stack.root.id == root)
    }
}
