import ModularNavigation
import ModularNavigationTesting
import Testing

/// An app → parent module → child module chain, each knowing only its own type.
private enum ChildDestination: Hashable, Sendable {
    case landing
    case detail(Int)
}

private enum ParentDestination: Hashable, Sendable {
    case home
    case child(ChildDestination)
}

private enum AppRoute: Hashable, Sendable {
    case root
    case parent(ParentDestination)
}

@MainActor
@Suite("Scoped clients")
struct ScopeTests {
    @Test("a child module three levels down pushes onto the app's stack without knowing its type")
    func threeLevels() {
        let navigator = Navigator(root: AppRoute.root)
        let appClient = navigator.rootClient
        let parentClient = appClient.scope(AppRoute.parent)
        let childClient = parentClient.scope(ParentDestination.child)

        childClient.push(.landing)
        parentClient.push(.home)
        childClient.presentSheet(.detail(3))

        #expect(navigator.state.baseStack.path.map(\.route) == [.parent(.child(.landing)), .parent(.home)])
        #expect(navigator.state.presentations.first?.stack.root.route == .parent(.child(.detail(3))))
    }

    @Test("a scoped client stays bound to its screen: dismiss, close and stale calls")
    func scopedBinding() {
        let navigator = Navigator(root: AppRoute.root)
        navigator.present(.parent(.home), style: .sheet())
        navigator.push(.parent(.child(.landing)))
        let child = navigator.client(for: navigator.topStack.top.id)
            .scope(AppRoute.parent).scope(ParentDestination.child)

        child.push(.detail(1))
        #expect(navigator.topStack.depth == 2)
        child.dismiss()
        #expect(navigator.topStack.depth == 0)

        let events = NavigationEventRecorder(navigator)
        child.push(.detail(2))
        #expect(navigator.topStack.depth == 0)
        guard case .staleCall = events.events.last else {
            Issue.record("expected a stale call, got \(events.events)")
            return
        }
    }

    @Test("a scoped recording client records the child's own destinations")
    func scopedRecorder() {
        let recorder = RecordingNavigationClient<ParentDestination>()
        let child = recorder.client.scope(ParentDestination.child)
        child.push(.detail(4))
        child.close()
        #expect(recorder.calls == [.navigate(.child(.detail(4)), .push), .close])
        expectClosed(by: recorder)
    }
}
