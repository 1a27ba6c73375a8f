import ModularNavigation
import ModularNavigationInspection
import Testing

/// A route that names its kind and keeps the derived print.
private enum KindedReceipt: CustomNavigationDescription {
    case receipt(Int)
    var screenKind: String { "billing.receipt" }
}

@Suite("screen kinds")
struct ScreenKindTests {
    @Test("a route's kind is its case path, without the values it carries")
    func casePath() {
        #expect(ScreenKind(of: MarketRoute.catalog(.item(id: 7))).name == "catalog.item")
        #expect(ScreenKind(of: MarketRoute.catalog(.item(id: 7))) == ScreenKind(of: MarketRoute.catalog(.item(id: 8))))
        #expect(ScreenKind(of: MarketRoute.help).name == "help")
        #expect(ScreenKind(of: MarketRoute.catalog(.list)).module == "catalog")
    }

    @Test("a struct wrapping the module's enum adds no segment")
    func wrapperLookedThrough() {
        #expect(ScreenKind(of: MarketRoute.cart(.payment(12))).name == "cart.payment")
        #expect(ScreenKind(of: MarketRoute.cart(.summary)).name == "cart.summary")
    }

    @Test("a destination that names its own kind replaces the rest of the path")
    func customName() {
        struct Renamed: CustomNavigationDescription, Hashable, Sendable {
            var screenKind: String { "checkout.review" }
        }
        enum Route { case orders(Renamed) }
        #expect(ScreenKind(of: Route.orders(Renamed())).name == "orders.checkout.review")
    }

    @Test("a value that names only one of its print and its kind keeps the derived other")
    func eachNameDefaults() {
        enum Printed: CustomNavigationDescription {
            case receipt(Int)
            var navigationDescription: String { "the receipt" }
        }
        #expect(String(navigationDescribing: Printed.receipt(3)) == "the receipt")
        #expect(ScreenKind(of: Printed.receipt(3)).name == "receipt")
        #expect(String(navigationDescribing: KindedReceipt.receipt(3)) == "receipt(3)")
        #expect(ScreenKind(of: KindedReceipt.receipt(3)).name == "billing.receipt")
    }

    @Test("the core's default kind and ScreenKind walk a value alike, asking the values inside it")
    func coreDefaultMatches() {
        enum Printed: CustomNavigationDescription {
            case shop(KindedReceipt)
            var navigationDescription: String { "the shop" }
        }
        let route = Printed.shop(.receipt(3))
        #expect(route.screenKind == "shop.billing.receipt")
        #expect(ScreenKind(of: route).name == route.screenKind)
    }

    @Test("a recursive route ends its name instead of growing without bound")
    func recursionBounded() {
        indirect enum Nested {
            case leaf
            case wrap(Nested)
        }
        var route = Nested.leaf
        for _ in 0..<100 { route = .wrap(route) }
        #expect(ScreenKind(of: route).name.split(separator: ".").count == 16)
    }
}
