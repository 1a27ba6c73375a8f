import ModularNavigation
import ModularNavigationTesting
import Observation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The Moving from NavigatorUI article's flow, word for word: a shop whose checkout is
// pushed screen by screen and comes back to the cart with an order number, and whose
// links open an order's receipt. Library API only.

private enum ShopDestination: Hashable, Sendable {
    case cart
    case address
    case payment(address: String)
    case receipt(order: Int)
}

extension ShopDestination {
    static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<ShopDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .cart)
            DeepLinkRoute("/orders/:order", in: 1...) {
                .receipt(order: $0)
            } reverse: {
                if case .receipt(let order) = $0 { order } else { nil }
            }
        }
    }
}

private enum ShopAppRoute: Hashable, Sendable {
    case home
    case shop(ShopDestination)

    static func links() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<ShopAppRoute, Never>> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["shop"])) {
            try ShopDestination.deepLinks().mounted(at: "/shop") { destination in
                .stack(root: .home, path: [.shop(destination)])
            }
        }
    }
}

@MainActor
@Observable
private final class CartModel {
    private(set) var lastOrder: Int?
    private let navigationClient: NavigationClient<ShopDestination>

    init(navigationClient: NavigationClient<ShopDestination>) {
        self.navigationClient = navigationClient
    }

    func checkout() async {
        let result = await navigationClient.navigate(to: .address, mode: .push, expecting: Int.self)
        if case .finished(let order) = result {
            lastOrder = order
        }
    }
}

@MainActor
private final class AddressModel {
    private let navigationClient: NavigationClient<ShopDestination>

    init(navigationClient: NavigationClient<ShopDestination>) {
        self.navigationClient = navigationClient
    }

    func use(_ address: String) {
        navigationClient.push(.payment(address: address))
    }
}

@MainActor
private final class PaymentModel {
    private let navigationClient: NavigationClient<ShopDestination>

    init(navigationClient: NavigationClient<ShopDestination>) {
        self.navigationClient = navigationClient
    }

    func pay() {
        navigationClient.finish(with: 1042)
    }

    func startOver() {
        navigationClient.pop(to: .cart)
    }
}

@MainActor
@Suite("the Moving from NavigatorUI article")
struct MovingFromNavigatorUIArticleTests {
    @Test("a checkout pushed two screens deep comes back to the cart with its order number")
    func checkoutReturnsAValue() async {
        let navigator = Navigator(root: ShopAppRoute.shop(.cart))
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        let cart = CartModel(navigationClient: navigator.rootClient.scope(ShopAppRoute.shop))

        let checkingOut = await navigator.start { await cart.checkout() }
        let address = navigator.topScreenObject(scope: ShopAppRoute.shop) { AddressModel(navigationClient: $0) }
        address.use("1 Infinite Loop")
        expectTree(
            navigator,
            """
            main
              #0 shop(cart)
              #1 shop(address)
              #2 shop(payment(address: "1 Infinite Loop"))
            """)
        events.skipEvents()

        navigator.topScreenObject(scope: ShopAppRoute.shop) { PaymentModel(navigationClient: $0) }.pay()
        await checkingOut.value
        #expect(cart.lastOrder == 1042)
        expectTree(
            navigator,
            """
            main
              #0 shop(cart)
            """)
        events.skipEvents()
    }

    @Test("going back to a screen without a value: the awaiting cart hears a cancel")
    func backWithoutAValue() async {
        let navigator = Navigator(root: ShopAppRoute.shop(.cart))
        let cart = CartModel(navigationClient: navigator.rootClient.scope(ShopAppRoute.shop))
        let checkingOut = await navigator.start { await cart.checkout() }
        navigator.topScreenObject(scope: ShopAppRoute.shop) { AddressModel(navigationClient: $0) }.use("Home")
        navigator.topScreenObject(scope: ShopAppRoute.shop) { PaymentModel(navigationClient: $0) }.startOver()
        await checkingOut.value
        #expect(cart.lastOrder == nil)
        #expect(navigator.topStack.depth == 0)
    }

    @Test("a link opens the receipt on a fresh stack, and the table writes the link back")
    func deepLink() throws {
        let navigator = Navigator(root: ShopAppRoute.home)
        navigator.deepLinks = try ShopAppRoute.links()
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        let events = NavigationEventRecorder(navigator, exhaustive: true)

        let outcome = navigator.open(try #require(URL(string: "shop://shop/orders/1042")))
        #expect(outcome == .opened)
        expectSettled(host)
        expectTree(
            navigator,
            """
            main
              #0 home
              #1 shop(receipt(order: 1042))
            """)
        events.skipEvents()
        #expect(try ShopDestination.deepLinks().path(for: ShopDestination.receipt(order: 1042)) == "/orders/1042")
    }
}
