import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Bugs found in review, each pinned by the smallest navigation that showed it.
@MainActor
@Suite("Regressions")
struct RegressionTests {
    private final class Inner {}
    @MainActor private final class Flag {
        var value: Bool
        init(_ value: Bool) { self.value = value }
    }
    private final class Outer {
        let inner: Inner
        init(inner: Inner) { self.inner = inner }
    }

    @Test("a view model made for a screen can ask for another object of the same screen")
    func nestedScreenObjects() {
        let navigator = Navigator(root: TestRoute.home)
        let client = navigator.rootClient
        let outer = client.screenObject { Outer(inner: client.screenObject { Inner() }) }
        #expect(client.screenObject { Inner() } === outer.inner)
        #expect(client.screenObject { Outer(inner: Inner()) } === outer)
    }

    @Test("a value is delivered only when its flow is dismissed; a kept flow can finish later")
    func finishKeptByGuard() async {
        let navigator = Navigator(root: TestRoute.home)
        let keepFlow = Flag(true)
        navigator.addGuard { proposal in
            if case .dismiss = proposal.action, keepFlow.value { return .cancel }
            return .allow
        }
        let root = navigator.rootClient
        let task = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        let picker = navigator.client(for: navigator.topStack.root.id)
        let events = NavigationEventRecorder(navigator)

        picker.finish(with: 7)
        #expect(navigator.state.presentations.count == 1)
        #expect(events.events.last == .resultRefused(from: navigator.topStack.root.id, .flowNotDismissed))

        keepFlow.value = false
        picker.finish(with: 8)
        #expect(await task.value == .finished(8))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("events keep their order when an observer navigates while handling one")
    func reentrantObserver() async {
        let navigator = Navigator(root: TestRoute.home)
        let stream = navigator.events()
        var heard: [String] = []
        navigator.addEventObserver { event in
            if case .pushed(let entry, _) = event, entry.route == .detail(1) { navigator.pop() }
        }
        navigator.addEventObserver { event in heard.append("\(event)".prefix(6).description) }

        navigator.push(.detail(1))

        #expect(heard == ["pushed", "popped"])
        var streamed: [String] = []
        for await event in stream {
            streamed.append("\(event)".prefix(6).description)
            if streamed.count == 2 { break }
        }
        #expect(streamed == ["pushed", "popped"])
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

    @Test("a redirect whose own flow is redirected still resumes the original change")
    func redirectOfRedirect() {
        let navigator = Navigator(root: TestRoute.home)
        let signedIn = Flag(false)
        let acceptedTerms = Flag(false)
        // `.settings` needs sign-in (`.picker` stands for the sign-in screen), and sign-in
        // first needs accepted terms (`.list` stands for the terms screen).
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.settings), !signedIn.value else { return .allow }
            return .redirect(presenting: .picker, expecting: Bool.self) { $0 }
        }
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.picker), !acceptedTerms.value else { return .allow }
            return .redirect(presenting: .list, expecting: Bool.self) { $0 }
        }

        navigator.push(.settings)
        #expect(navigator.topStack.root.route == .list)

        acceptedTerms.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(navigator.topStack.root.route == .picker)

        signedIn.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.settings])
    }
}
