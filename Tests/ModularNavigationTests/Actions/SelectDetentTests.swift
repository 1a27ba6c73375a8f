import ModularNavigation
import ModularNavigationTesting
import Testing

@Suite("Selecting a sheet's detent")
struct SelectDetentTests {
    static let detents = SheetOptions(detents: [.medium, .large])

    @Test("the topmost sheet, or the sheet a screen is in, moves to an offered detent and reports it")
    func selects() throws {
        var state = StackState(root: .home)
        try state.perform(.present(.settings, .sheet(Self.detents)))
        let sheetRoot = state.presentations[0].stack.root
        try state.perform(.push(.list))
        let events = try state.perform(.selectDetent(.large))
        #expect(state.presentations[0].style.sheetOptions?.selectedDetent == .large)
        #expect(events == [.detentSelected(.large, sheet: sheetRoot, at: .presented(1))])

        let fromScreen = try state.perform(.selectDetent(.medium, in: state.topStack.top.id))
        #expect(state.presentations[0].style.sheetOptions?.selectedDetent == .medium)
        #expect(fromScreen.count == 1)
        // The same detent again changes nothing.
        #expect(try state.perform(.selectDetent(.medium)).isEmpty)
    }

    @Test("bad requests are typed refusals that leave the state as it was")
    func refusals() throws {
        var state = StackState(root: .home)
        #expect(throws: NavigationError.nothingToDismiss) { try state.perform(.selectDetent(.large)) }
        #expect(throws: NavigationError.notPresented(state.baseStack.root.id)) {
            try state.perform(.selectDetent(.large, in: state.baseStack.root.id))
        }
        try state.perform(.present(.settings, .sheet(Self.detents)))
        let before = state
        #expect(throws: NavigationError.detentNotOffered(.height(300))) {
            try state.perform(.selectDetent(.height(300)))
        }
        #expect(throws: NavigationError.screenGone(EntryID(rawValue: 99))) {
            try state.perform(.selectDetent(.large, in: EntryID(rawValue: 99)))
        }
        #expect(state == before)
        try state.perform(.present(.picker, .fullScreenCover))
        #expect(throws: NavigationError.notASheet) { try state.perform(.selectDetent(.large)) }
        try state.perform(.present(.list, .popover()))
        #expect(throws: NavigationError.notASheet) { try state.perform(.selectDetent(.large)) }
    }

    @Test("presenting a sheet whose selection it does not offer is refused")
    func presentChecksSelection() {
        var state = StackState(root: .home)
        let bad = SheetOptions(detents: [.medium], selectedDetent: .large)
        #expect(throws: NavigationError.detentNotOffered(.large)) {
            try state.perform(.present(.settings, .sheet(bad)))
        }
        #expect(state.presentations.isEmpty)
    }

    @Test("a detent change notifies that presentation's observers only")
    @MainActor
    func observation() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.present(.settings, style: .sheet(Self.detents))
        navigator.push(.list)
        let presentation = ObservationCounter()
        let sheetStack = ObservationCounter()
        let base = ObservationCounter()
        let top = ObservationCounter()
        presentation.observe { _ = navigator.presentationStyle(over: .tab(.home)) }
        sheetStack.observe { _ = navigator.stack(at: .presented(1)) }
        base.observe { _ = navigator.stack(at: .tab(.home)) }
        top.observe { _ = navigator.topStack }

        navigator.perform(.selectDetent(.large))

        #expect(presentation.count == 1)
        #expect(sheetStack.count == 0)
        #expect(base.count == 0)
        #expect(top.count == 0)
        #expect(navigator.presentationStyle(over: .tab(.home))?.sheetOptions?.selectedDetent == .large)
    }

    @Test("a screen's client moves its own sheet; from a gone screen it is a stale call")
    @MainActor
    func client() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(Self.detents))
        let sheetRoot = navigator.state.presentations[0].stack.root.id
        let client = navigator.client(for: sheetRoot)
        client.selectDetent(.large)
        #expect(navigator.state.presentations[0].style.sheetOptions?.selectedDetent == .large)

        let events = NavigationEventRecorder(navigator)
        navigator.dismissPresentation()
        events.reset()
        client.selectDetent(.medium)
        #expect(events.events == [.staleCall(.selectDetent(.medium, in: sheetRoot), screen: sheetRoot)])
    }

    @Test("a guard sees a detent change and may cancel it")
    @MainActor
    func guarded() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(Self.detents))
        navigator.addGuard { proposal in
            if case .selectDetent(.large, _) = proposal.action { return .cancel }
            return .allow
        }
        navigator.perform(.selectDetent(.large))
        #expect(navigator.state.presentations[0].style.sheetOptions?.selectedDetent == nil)
    }
}
