import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// Each rule of drawing is one core function that the SwiftUI adapter and the headless
/// host both call; these pin the rules themselves.
@MainActor
@Suite("One rule, one core function")
struct OneRuleTests {
    @Test("a builder receives its mode from the core: root, pushed, presented in its style, above the tabs")
    func builderMode() throws {
        var state = TabState.threeTabs()
        try state.perform(.push(.list))
        #expect(state.mode(ofScreenAt: .tab(.home), index: 0) == .root)
        #expect(state.mode(ofScreenAt: .tab(.home), index: 1) == .push)
        try state.perform(.present(.settings, .popover()))
        #expect(state.mode(ofScreenAt: .presented(1), index: 0) == .popover())
        #expect(state.mode(ofScreenAt: .presented(1), index: 0) == .presented(.popover()))
        try state.perform(.dismissPresentation)
        try state.perform(.showAboveTabs(.picker))
        #expect(state.mode(ofScreenAt: .aboveTabs, index: 0) == .aboveTabs)
        #expect(NavigationMode(rootAt: StackLocation<TestTab>.sidebar, presentedAs: nil) == .root)
        #expect(
            NavigationMode(rootAt: StackLocation<TestTab>.presented(2), presentedAs: .fullScreenCover)
                == .fullScreenCover)
    }

    @Test("the user may swipe a layer away only when its style offers the gesture and no guard holds it")
    func swipeAwayRule() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(SheetOptions(interactiveDismissDisabled: true)))
        let locked = navigator.state.presentations[0].stack.root.id
        #expect(!navigator.userMayDismissLayer(locked))
        navigator.dismissPresentation()
        navigator.present(.picker, style: .popover())
        let popover = navigator.state.presentations[0].stack.root.id
        #expect(navigator.userMayDismissLayer(popover))
        navigator.addGuard { proposal in
            if case .dismiss = proposal.action, proposal.source == .user { return .cancel }
            return .allow
        }
        #expect(!navigator.userMayDismissLayer(popover))
        #expect(!navigator.userMayDismissLayer(EntryID(rawValue: 999)))
    }

    @Test("a gesture reaches the guards as the user's: a swipe back through the host")
    func gesturesAreTheUsers() {
        let navigator = Navigator(root: TestRoute.home)
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        expectSettled(host)
        #expect(host.swipeBack())
        expectSettled(host)
        #expect(sources.first == .app)
        #expect(sources.last == .user)
        #expect(navigator.state.topStack.depth == 0)
    }

    @Test(
        "a list's write is a gesture: decided by the state's one rule, as the user's, asking no guard when it changes nothing"
    )
    func splitSelectionIsAGesture() throws {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapSidebarItem(.detail(2)))
        expectSettled(host)
        #expect(navigator.state.split?.selection == .detail(2))
        #expect(sources == [.user])
        // Writing what the state holds changes nothing and asks no guard.
        #expect(host.tapSidebarItem(.detail(2)))
        expectSettled(host)
        #expect(sources == [.user])
    }
}

extension OneRuleTests {
    @Test("the host's gestures ask the same rules and reach guards as the user's")
    func hostGesturesAreTheUsers() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .popover())
        let popover = navigator.state.presentations[0].stack.root.id
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return proposal.action == .dismiss(popover) ? .cancel : .allow
        }
        #expect(!host.act { $0.tapOutsidePopover() }, "a guard holds the popover, so the tap does nothing")
        navigator.push(.list)
        #expect(host.act { $0.swipeBack() })
        #expect(sources.last == .user)
    }
}
