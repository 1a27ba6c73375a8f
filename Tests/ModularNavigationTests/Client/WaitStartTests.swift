import ModularNavigation
import ModularNavigationTesting
import Testing

/// Every way a wait can end as it starts: what it would hang on never shows, or is
/// someone else's, or its screen is gone.
enum RefusedStart: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case goneScreen, coveredScreen, guardCancels, redirectWithoutResume, redirectLoop, redirectRefused, newRoot
    case alreadyAwaited, presentedFromGoneScreen, nothingPresented
    var testDescription: String { rawValue }
}

@MainActor
@Suite("A wait that cannot start ends at once, cancelled, and is reported")
struct WaitStartTests {
    @Test("it ends at once, cancelled, with the event that says why", arguments: RefusedStart.allCases)
    func refusedStart(_ start: RefusedStart) async throws {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let list = navigator.topStack.top.id
        let picking = NavigationAction<TestRoute, Never>.present(.picker, .sheet(), from: list)
        let other = await self.other(start, on: navigator, presenter: list)
        navigator.addGuard { proposal in
            guard case .present(let route, _, _, _) = proposal.action else { return .allow }
            switch (start, route) {
            case (.guardCancels, .picker): return .cancel
            case (.redirectWithoutResume, .picker): return .redirect(to: .push(.settings))
            case (.redirectLoop, .picker): return .redirect(presenting: .settings, expecting: Bool.self)
            case (.redirectLoop, .settings): return .redirect(presenting: .picker, expecting: Bool.self)
            case (.redirectRefused, .picker):
                // The stand-in opens at a detent it does not offer, which the rules refuse.
                let options = SheetOptions(detents: [.large], selectedDetent: .medium)
                return .redirect(presenting: .settings, style: .sheet(options), expecting: Bool.self)
            default: return .allow
            }
        }
        let events = NavigationEventRecorder(navigator)
        let client = navigator.client(for: start == .goneScreen || start == .presentedFromGoneScreen ? other : list)

        let result: NavigationResult<Int>
        switch start {
        case .alreadyAwaited, .presentedFromGoneScreen, .nothingPresented:
            result = await client.presentedResult(expecting: Int.self)
        case .newRoot:
            result = await client.navigate(to: .picker, mode: .root, expecting: Int.self)
        default:
            result = await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self)
        }

        #expect(result == .cancelled)
        switch start {
        case .goneScreen:
            #expect(events.events == [.staleCall(.present(.picker, .sheet(), from: other), screen: other)])
        case .coveredScreen: #expect(events.events == [.refused(picking, .screenCovered(list))])
        case .guardCancels: #expect(events.events == [.guardCancelled(picking, source: .client(list))])
        case .redirectWithoutResume:
            #expect(events.events.first == .guardRedirected(picking, to: .push(.settings), source: .client(list)))
        case .redirectLoop:
            #expect(events.events.contains { if case .redirectLoop(_, .client(list)) = $0 { true } else { false } })
        case .redirectRefused:
            #expect(events.events.contains { if case .refused(_, .detentNotOffered) = $0 { true } else { false } })
        case .newRoot: #expect(events.events.last == .resultCancelled(navigator.topStack.root.id))
        case .alreadyAwaited: #expect(events.events == [.resultRefused(from: list, .resultAlreadyAwaited)])
        case .presentedFromGoneScreen: #expect(events.events == [.resultRefused(from: other, .screenGone(other))])
        case .nothingPresented:
            // Deliberate: a view model asks when it is made, so nothing up is no refusal.
            #expect(events.events.isEmpty)
        }
        if start == .coveredScreen || start == .alreadyAwaited {
            #expect(navigator.state.presentations.map(\.stack.root.id) == [other], "the first wait's flow stays")
        }
    }

    /// What a start needs besides the presenter: a screen that left, or a flow the
    /// presenter already awaits (which stays awaited).
    private func other(_ start: RefusedStart, on navigator: Navigator<TestRoute, Never>, presenter: EntryID) async
        -> EntryID
    {
        switch start {
        case .goneScreen, .presentedFromGoneScreen:
            navigator.push(.detail(1))
            let gone = navigator.topStack.top.id
            navigator.pop()
            return gone
        case .coveredScreen, .alreadyAwaited:
            let client = navigator.client(for: presenter)
            let first = await navigator.start {
                await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self)
            }
            #expect(first.isWaitingForResult)
            return navigator.topStack.root.id
        default:
            return presenter
        }
    }
}
