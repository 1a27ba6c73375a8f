import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Restoring: a restore a guard holds says so")
struct RestoreHoldTests {
    private static let fallback = NavigationState<ShopRoute, Never>(root: .home)

    private static func savedAccount() throws -> Data {
        try NavigationState<ShopRoute, Never>(root: .home, path: [.account]).archived(schemaVersion: 1)
    }

    @Test("a restore a guard holds behind sign-in reports the hold, then shows the state once sign-in succeeds")
    func heldBehindSignIn() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        let result = navigator.restore(from: try Self.savedAccount(), schemaVersion: 1, fallback: Self.fallback)

        #expect(result.outcome == .restored)
        #expect(result.isHeld)
        #expect(
            events.events.contains {
                if case .guardRedirected(_, _, source: .restoration) = $0 { true } else { false }
            })
        #expect(!result.isComplete)
        #expect(navigator.topStack.root.route == .signIn)
        #expect(!events.events.contains(.restored(.restored, issues: [])))

        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.state.baseStack.entries.map(\.route) == [.home, .account])
        #expect(events.events.contains(.restored(.restored, issues: [])))
    }

    @Test("a restore a guard cancels reports it refused, and the navigator keeps what it showed")
    func cancelledByGuard() throws {
        let navigator = try Shop.navigator()
        navigator.push(.product(3))
        let before = navigator.state
        navigator.addGuard { $0.source == .restoration ? .cancel : .allow }
        let events = NavigationEventRecorder(navigator)

        let result = navigator.restore(from: try Self.savedAccount(), schemaVersion: 1, fallback: Self.fallback)

        #expect(result.isHeld)
        #expect(
            events.events.contains {
                if case .guardCancelled(_, source: .restoration) = $0 { true } else { false }
            })
        #expect(!result.isComplete)
        #expect(navigator.state == before)
    }

    @Test("a restore no guard holds is complete and has no hold")
    func notHeld() throws {
        let navigator = try Shop.navigator(attached: false)
        let result = navigator.restore(from: try Self.savedAccount(), schemaVersion: 1, fallback: Self.fallback)

        #expect(!result.isHeld)
        #expect(result.isComplete)
        #expect(navigator.state.baseStack.entries.map(\.route) == [.home, .account])
    }

    @Test("restoring a state without a navigator reads the archive only, so nothing holds it")
    func pureRestoreHasNoHold() throws {
        let result = NavigationState.restore(from: try Self.savedAccount(), schemaVersion: 1, fallback: Self.fallback)
        #expect(!result.isHeld)
        #expect(result.outcome == .restored)
    }
}
