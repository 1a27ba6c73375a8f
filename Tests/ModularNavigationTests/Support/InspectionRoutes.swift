import Foundation
import ModularNavigation
import ModularNavigationInspection

/// A small modular app for the inspection tests: one case per module, a module with the
/// public/internal split, and a module that asks for another's screen.
enum MarketRoute: Hashable, Codable, Sendable {
    case catalog(ShelfDestination)
    case cart(BasketDestination)
    case help

    static func root(of tab: MarketTab) -> MarketRoute {
        switch tab {
        case .catalog: .catalog(.list)
        case .cart: .cart(.summary)
        }
    }

    static func fromCart(_ request: BasketDestination.Request) -> MarketRoute {
        switch request {
        case .pickItem: .catalog(.picker)
        }
    }
}

enum ShelfDestination: Hashable, Codable, Sendable {
    case list
    case item(id: Int)
    case picker
}

struct BasketDestination: Hashable, Codable, Sendable {
    enum Kind: Hashable, Codable, Sendable {
        case summary
        case payment(amount: Int)
    }
    let kind: Kind

    static let summary = BasketDestination(kind: .summary)
    static func payment(_ amount: Int) -> BasketDestination { BasketDestination(kind: .payment(amount: amount)) }
}

extension BasketDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case pickItem(forCart: Int)
    }
}

enum MarketTab: String, Hashable, Codable, Sendable, CaseIterable {
    case catalog, cart
}

enum MarketLinks {
    static func table() throws -> DeepLinkTable<DeepLinkTarget<MarketRoute, MarketTab>> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["market"])) {
            DeepLinkRoute("/catalog") { _ in .tab(.catalog) }
            DeepLinkRoute("/catalog/:id(int)") { .tab(.catalog, path: [.catalog(.item(id: try $0.value("id")))]) }
            DeepLinkRoute("/pay/:amount(int)") {
                .present(.cart(.payment(try $0.value("amount", in: 1...))), style: .fullScreenCover)
            }
        }
    }

    /// The map of the shop: tab roots, its links, and the cart's request.
    static func map(screens: [MarketRoute] = []) throws -> RouteMap {
        var map = RouteMap(
            roots: MarketTab.allCases.map(MarketRoute.root(of:)),
            rootOfTab: MarketRoute.root(of:),
            links: try table(),
            screens: screens
        )
        map.addScope(MarketRoute.cart, answering: MarketRoute.fromCart, requests: [.pickItem(forCart: 0)])
        return map
    }
}

@MainActor
func marketNavigator() throws -> Navigator<MarketRoute, MarketTab> {
    Navigator(try NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
}
