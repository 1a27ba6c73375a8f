import ModularNavigation
import ModularNavigationTesting
import Testing

/// `presentedResult(expecting:)` that cannot start ends at once as cancelled in every
/// layout, reported once with its own error; nothing presented is the one silent reason,
/// on purpose: a view model asks when it is made (`WaitStartTests.nothingPresented`).
@MainActor
@Suite("A wait for a presented flow that cannot start, in every layout")
struct PresentedResultRefusalTests {
    /// Why the wait cannot start.
    enum Reason: String, CaseIterable, Sendable {
        case nothingPresented, alreadyAwaited, screenGone
    }

    @Test("ends cancelled, reported as in a single stack", arguments: EveryLayout.allCases, Reason.allCases)
    func refused(layout: EveryLayout, reason: Reason) async throws {
        let navigator = layout.navigator()
        var screen = navigator.topStack.top.id
        var expected: NavigationError?
        switch reason {
        case .nothingPresented:
            break
        case .alreadyAwaited:
            navigator.present(.picker)
            _ = await navigator.start { await navigator.client(for: screen).presentedResult(expecting: Int.self) }
            expected = .resultAlreadyAwaited
        case .screenGone:
            navigator.push(.list)
            screen = navigator.topStack.top.id
            navigator.pop()
            expected = .screenGone(screen)
        }
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        let result = await navigator.client(for: screen).presentedResult(expecting: Int.self)

        #expect(result == .cancelled)
        #expect(events.events == (expected.map { [.resultRefused(from: screen, $0)] } ?? []))
        #expect(navigator.state == before)
    }
}
