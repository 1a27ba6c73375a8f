import ModularNavigation
import Testing

// Code quoted by the Tabs article: a subset of the tabs, and reading a tab's stack.

private enum GuestShopTab: String, Hashable, Sendable, Codable, CaseIterable {
    case browse, cart, orders, account
}

private enum GuestShopRoute: Hashable, Sendable, Codable {
    case browse, cart, orders, account
}

@Suite("the Tabs article: a subset of tabs")
struct TabSubsetArticleTests {
    @Test("a state with some of the app's tabs, in the order given, and a stack that may be absent")
    func subsetOfTabs() throws {
        // A guest sees no account tab; the order is the order given.
        let guest = try NavigationState<GuestShopRoute, GuestShopTab>(
            tabs: [.browse, .cart, .orders], selectedTab: .browse
        ) { tab in
            switch tab {
            case .browse: .browse
            case .cart: .cart
            case .orders: .orders
            case .account: .account
            }
        }
        #expect(guest.tabs?.order == [.browse, .cart, .orders])
        // `stack(at:)` is optional: a tab the state does not hold has no stack.
        #expect(guest.stack(at: .tab(.account)) == nil)
        #expect(guest.stack(at: .tab(.cart))?.root.route == .cart)
    }

    @Test("a tab list that cannot be drawn is a typed error, not a trap")
    func invalidTabs() {
        #expect(throws: NavigationError.self) {
            try NavigationState<GuestShopRoute, GuestShopTab>(tabs: [.browse], selectedTab: .cart) { _ in .browse }
        }
        #expect(throws: NavigationError.self) {
            try NavigationState<GuestShopRoute, GuestShopTab>(tabs: [.browse, .browse], selectedTab: .browse) { _ in
                .browse
            }
        }
    }
}
