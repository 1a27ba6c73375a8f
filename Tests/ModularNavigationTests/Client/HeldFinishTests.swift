import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A finish a guard holds behind a confirm: one confirm, one value")
struct HeldFinishTests {
    /// A navigator whose guard asks "discard changes?" (`.settings`, a sheet that answers
    /// `Bool`) before a screen closes the picker, until `confirmed`.
    private func navigator(confirmed: Flag) -> Navigator<TestRoute, Never> {
        let navigator = Navigator(root: TestRoute.home)
        navigator.addGuard { proposal in
            let closesPicker =
                proposal.current.entries.contains { $0.route == .picker }
                && !proposal.proposed.entries.contains { $0.route == .picker }
            guard case .client = proposal.source, closesPicker, !confirmed.value else { return .allow }
            return .redirect(presenting: .settings, style: .sheet(), expecting: Bool.self) { $0 }
        }
        return navigator
    }

    @Test("a second finish while the confirm is up is refused and reported; the presenter gets the first value once")
    func secondFinishRefused() async throws {
        let confirmed = Flag(false)
        let navigator = navigator(confirmed: confirmed)
        let root = navigator.rootClient
        let picking = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        let picker = navigator.topStack.root.id
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.client(for: picker).finish(with: 1) == .refused(.flowNotDismissed))
        let confirm = navigator.topStack.root.id
        #expect(navigator.client(for: picker).finish(with: 2) == .refused(.flowAlreadyFinishing))
        #expect(events.events.last == .resultRefused(from: picker, .flowAlreadyFinishing))
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.picker, .settings], "one confirm")

        confirmed.value = true
        #expect(navigator.client(for: confirm).finish(with: true) == .delivered)

        #expect(await picking.value == .finished(1))
        #expect(events.events.filter { $0 == .resultDelivered(to: navigator.state.baseStack.root.id) }.count == 1)
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a flow nobody awaits is held the same way, and its finish resumes as a finish: reported undelivered")
    func unawaitedFinishHeld() throws {
        let confirmed = Flag(false)
        let navigator = navigator(confirmed: confirmed)
        // Shown by a link, or restored: nobody awaits the picker.
        navigator.present(.picker, style: .sheet())
        let picker = navigator.topStack.root.id
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.client(for: picker).finish(with: 1) == .refused(.flowNotDismissed))
        let confirm = navigator.topStack.root.id
        #expect(navigator.client(for: picker).finish(with: 2) == .refused(.flowAlreadyFinishing))

        confirmed.value = true
        navigator.client(for: confirm).finish(with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(events.events.filter { $0 == .resultUndelivered(from: picker) }.count == 1)
        #expect(events.events.filter { if case .guardRedirected = $0 { true } else { false } }.count == 1)
    }
}
