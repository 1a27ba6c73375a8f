import ModularNavigation
import Testing

// Code quoted by the Guards article: a guard that cancels a change, whoever asks for it.

private enum CheckoutRoute: Hashable, Sendable, Codable {
    case shop
    case checkout
}

@MainActor
private final class CheckoutCart {
    var items: [Int] = []
}

@MainActor
@Suite("the Guards article: cancel")
struct GuardArticleTests {
    @Test("a guard that answers cancel leaves the state as it was and reports the cancelled change")
    func cancel() {
        let navigator = Navigator(root: CheckoutRoute.shop)
        let cart = CheckoutCart()
        var events: [NavigationEvent<CheckoutRoute, Never>] = []
        navigator.addEventObserver { events.append($0) }
        // No checkout from an empty cart, whoever asks: a tap, a link, a restored launch.
        navigator.addGuard { proposal in
            proposal.addedRoutes.contains(.checkout) && cart.items.isEmpty ? .cancel : .allow
        }
        navigator.push(.checkout)
        #expect(navigator.topStack.top.route == .shop)
        #expect(events == [.guardCancelled(.push(.checkout), source: .app)])

        cart.items.append(7)
        navigator.push(.checkout)
        #expect(navigator.topStack.top.route == .checkout)
    }
}
