import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Restoration on the navigator")
struct NavigatorRestorationTests {
    private final class Model {}

    /// An archive of home > product(1) > product(2) with a cart sheet.
    private func savedArchive() throws -> (Data, NavigationState<ShopRoute, Never>) {
        let source = Navigator(root: ShopRoute.home)
        source.push(.product(1))
        source.push(.product(2))
        source.present(.cart, style: .sheet())
        return (try source.archived(schemaVersion: 1), source.state)
    }

    @Test("cold: the restored state is adopted as it is, identities included, and evented")
    func coldKeepsIdentities() throws {
        let (data, saved) = try savedArchive()
        let navigator = Navigator(root: ShopRoute.home)
        let events = NavigationEventRecorder(navigator)

        let result = navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))

        #expect(result.outcome == .restored)
        #expect(navigator.state == saved)
        #expect(
            events.events == [
                .stateReplaced, .screenShown(saved.topScreen, at: .presented(1)), .restored(.restored, issues: []),
            ])
    }

    @Test("cold, before any client is made: saved identities stay, even those the navigator's own screens used")
    func coldBeforeAnyClientKeepsEveryIdentity() throws {
        let saved = NavigationState<ShopRoute, Never>(root: .cart, path: [.product(3)])
        let navigator = Navigator(root: ShopRoute.home)  // its #0 is home; the saved #0 is the cart
        let events = NavigationEventRecorder(navigator)

        let result = navigator.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: NavigationState(root: .home))

        #expect(result.outcome == .restored)
        #expect(result.issues.isEmpty)
        #expect(navigator.state == saved)
        #expect(
            events.events == [
                .stateReplaced, .screenShown(saved.topScreen, at: .main), .restored(.restored, issues: []),
            ])
    }

    @Test("cold, once a client was made: an identity it may hold comes back renumbered, and that is reported")
    func coldAfterAClientRenumbers() throws {
        let saved = NavigationState<ShopRoute, Never>(root: .cart, path: [.product(3)])
        let navigator = Navigator(root: ShopRoute.home)
        let home = navigator.rootClient
        let events = NavigationEventRecorder(navigator)

        let result = navigator.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: NavigationState(root: .home))

        #expect(result.outcome == .repaired)
        #expect(result.issues == [.identitiesRenumbered(count: 1)])
        #expect(navigator.state == result.state)
        #expect(navigator.state.entries.map(\.route) == [.cart, .product(3)])
        #expect(navigator.state.baseStack.root.id != saved.baseStack.root.id)
        #expect(navigator.state.baseStack.top.id == saved.baseStack.top.id, "never handed out: kept")
        #expect(events.events.last == .restored(.repaired, issues: [.identitiesRenumbered(count: 1)]))

        let before = navigator.state
        home.push(.account)
        #expect(navigator.state == before, "the home screen's client acts on no restored screen")
    }

    @Test(
        "cold: a link queued while a guard holds the restore lands on the restored state once sign-in resumes it",
        arguments: [true, false])
    func queuedLinkWaitsForHeldRestore(signsIn: Bool) throws {
        let saved = try NavigationState<ShopRoute, Never>(root: .home, path: [.account]).archived(schemaVersion: 1)
        let navigator = try Shop.navigator(attached: false)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        let report = navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(report.isHeld)
        #expect(navigator.open(Shop.url("shop://cart")) == .queued)
        navigator.attachUI()
        #expect(navigator.topStack.root.route == .signIn, "the link waits for the held restore")
        #expect(!events.events.contains(.redirectAbandoned(.adopt(report.state), source: .restoration)))

        Shop.finishSignIn(navigator, session: session, with: signsIn)
        if signsIn {
            #expect(navigator.state.baseStack.entries.map(\.route) == [.home, .account])
            #expect(events.events.contains(.redirectResumed(.adopt(report.state), source: .restoration)))
        } else {
            #expect(navigator.state.baseStack.entries.map(\.route) == [.home])
        }
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.cart], "the link applies after")
        #expect(events.events.last == .deepLinkOpened(Shop.url("shop://cart")))
    }

    @Test("adopting a state through perform follows the restore's rule: a handed-out identity never names a new screen")
    func adoptActionAfterAClient() throws {
        let saved = NavigationState<ShopRoute, Never>(root: .cart, path: [.product(3)])
        let navigator = Navigator(root: ShopRoute.home)
        navigator.push(.account)
        let account = navigator.client(for: navigator.topStack.top.id)  // #1, as the saved product(3)
        navigator.pop()
        let home = navigator.rootClient

        #expect(navigator.perform(.adopt(saved)))

        #expect(navigator.state.entries.map(\.route) == [.cart, .product(3)])
        let ids = navigator.state.entries.map(\.id)
        #expect(!ids.contains(EntryID(rawValue: 0)) && !ids.contains(EntryID(rawValue: 1)), "\(ids)")
        let before = navigator.state
        account.push(.product(9))
        home.push(.product(9))
        #expect(navigator.state == before, "a gone screen's client acts on no adopted screen")
    }

    @Test("new identities after a restore never collide with restored ones")
    func newIdentitiesAfterRestore() throws {
        let (data, _) = try savedArchive()
        let navigator = Navigator(root: ShopRoute.home)
        // The navigator handed out more identities than the archive holds.
        for id in 0..<6 { navigator.push(.product(id)) }
        navigator.popToRoot()
        let handedOut = navigator.state.entries.map(\.id) + (1...6).map { EntryID(rawValue: UInt64($0)) }

        navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))
        let restored = Set(navigator.state.entries.map(\.id))
        navigator.push(.account)
        navigator.present(.signIn, style: .fullScreenCover)

        let fresh = navigator.state.entries.map(\.id).filter { !restored.contains($0) }
        #expect(fresh.count == 2)
        #expect(Set(fresh).isDisjoint(with: restored))
        #expect(Set(fresh).isDisjoint(with: handedOut))
        #expect(Set(navigator.state.entries.map(\.id)).count == navigator.state.entries.count)
    }

    @Test("cold: objects stored for an identity that now names another screen are released")
    func adoptReleasesObjects() throws {
        let (data, _) = try savedArchive()
        let navigator = Navigator(root: ShopRoute.home)
        navigator.push(.account)  // #1 account; the archive's #1 is product(1)
        weak var model: Model?
        do {
            let made = navigator.screenObject(for: EntryID(rawValue: 1)) { Model() }
            model = made
        }
        #expect(model != nil)
        navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(model == nil)
        #expect(navigator.state.baseStack.path.first?.route == .product(1))
    }

    @Test("warm: a restore goes through apply; screens the states share keep their identity")
    func warmApplies() throws {
        let (data, _) = try savedArchive()
        let navigator = Navigator(root: ShopRoute.home)
        navigator.attachUI()
        navigator.push(.account)
        let root = navigator.state.baseStack.root

        navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))

        #expect(navigator.state.baseStack.root == root)
        #expect(navigator.state.baseStack.path.map(\.route) == [.product(1), .product(2)])
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.cart])
        // #1 was the account screen here, so the restored product(1) gets a new identity.
        #expect(navigator.state.baseStack.path.first?.id != EntryID(rawValue: 1))
    }

    @Test("damaged data restores the fallback and reports its issues in the event")
    func damagedData() {
        let navigator = Navigator(root: ShopRoute.home)
        navigator.push(.account)
        let events = NavigationEventRecorder(navigator)
        let result = navigator.restore(
            from: Data("not an archive".utf8), schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(result.issues == [.corruptData])
        #expect(navigator.state.entries.map(\.route) == [.home])
        #expect(events.events.last == .restored(.fallback, issues: [.corruptData]))
    }

    @Test("guards see restoration as its source and can cancel it; nothing is evented as restored")
    func guardCancelsRestoration() throws {
        let (data, _) = try savedArchive()
        let navigator = Navigator(root: ShopRoute.home)
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return proposal.source == .restoration ? .cancel : .allow
        }
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))

        #expect(navigator.state == before)
        #expect(sources == [.restoration])
        #expect(events.events == [.guardCancelled(.adopt(try savedArchive().1), source: .restoration)])
    }

    @Test("a restored guarded screen signs in first, then the restored state comes back")
    func restorationThroughGuard() throws {
        let source = Navigator(root: ShopRoute.home)
        source.push(.account)
        let data = try source.archived(schemaVersion: 1)
        let navigator = Navigator(root: ShopRoute.home)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(navigator.topStack.root.route == .signIn)
        navigator.attachUI()
        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(events.events.last == .restored(.restored, issues: []))
    }

    @Test("the navigator's archive round-trips through restore")
    func archiveRoundTrip() throws {
        let navigator = Navigator(root: ShopRoute.home)
        navigator.push(.product(4))
        let data = try navigator.archived(schemaVersion: 2)
        let next = Navigator(root: ShopRoute.home)
        next.restore(from: data, schemaVersion: 2, fallback: NavigationState(root: .home))
        #expect(next.state == navigator.state)
    }

    @Test("a restore before the UI attaches never gives a used identity to a restored screen")
    func restoreDoesNotReuseIdentities() throws {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(1))
        let gone = navigator.client(for: navigator.topStack.top.id)
        navigator.pop()

        let saved = try NavigationState<TestRoute, Never>(root: .home, path: [.list]).archived(schemaVersion: 1)
        navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list])

        let before = navigator.state
        gone.push(.settings)
        #expect(navigator.state == before)
        let ids = navigator.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
