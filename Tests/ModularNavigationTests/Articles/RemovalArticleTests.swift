import ModularNavigation
import Testing

// The "Adding navigation to a module" article's code for screens that know they left: a
// call coordinator that ends its call when the call screen goes, however it goes.

private enum CallDestination: Hashable, Sendable {
    case call(id: Int)
}

@MainActor
private final class CallCoordinator {
    private(set) var endedCalls: [Int] = []

    func show(_ id: Int, client: NavigationClient<CallDestination>) {
        client.onRemoved { [weak self] in self?.endedCalls.append(id) }
    }
}

@MainActor
@Suite("the removal hooks article")
struct RemovalArticleTests {
    @Test("a coordinator hears that its screen left, and the navigator lists what each change removed")
    func removal() {
        let navigator = Navigator(root: CallDestination.call(id: 1))
        let coordinator = CallCoordinator()
        var left: [CallDestination] = []
        navigator.present(.call(id: 2))
        coordinator.show(2, client: navigator.client(for: navigator.topStack.top.id))

        navigator.addRemovalObserver { screens in
            left += screens.map(\.route)
        }
        navigator.dismissPresentation()
        #expect(coordinator.endedCalls == [2])
        #expect(left == [.call(id: 2)])
    }
}
