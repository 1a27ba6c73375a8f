import Foundation
import ModularNavigation

/// Routes of a small shop whose account screen needs a signed-in user.
enum ShopRoute: Hashable, Codable, Sendable {
    case home
    case product(Int)
    case account
    case signIn
    case cart
}

typealias ShopTarget = DeepLinkTarget<ShopRoute, Never>

/// The session a sign-in guard reads.
@MainActor
final class Session {
    var isSignedIn = false
}

enum Shop {
    /// The shop's link table: `shop://product/:id`, `shop://account`, `shop://cart`.
    static func table() throws -> DeepLinkTable<ShopTarget> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["shop"])) {
            DeepLinkRoute("/product/:id") { .stack(path: [.product(try $0.value("id", in: 0...))]) }
            DeepLinkRoute("/account") { _ in .stack(path: [.account]) }
            DeepLinkRoute("/cart") { _ in .present(.cart) }
        }
    }

    /// A navigator at home with the shop's table.
    @MainActor
    static func navigator(attached: Bool = true) throws -> Navigator<ShopRoute, Never> {
        let navigator = Navigator(root: ShopRoute.home)
        navigator.deepLinks = try table()
        if attached { navigator.attachUI() }
        return navigator
    }

    /// The guard of the account screen: without a session, sign in first and resume
    /// when the sign-in flow finishes with `true`.
    @MainActor
    static func signInGuard(
        _ session: Session
    ) -> @MainActor (NavigationProposal<ShopRoute, Never>) -> NavigationDecision<ShopRoute, Never> {
        { proposal in
            guard proposal.addedRoutes.contains(.account), !session.isSignedIn else { return .allow }
            return .redirect(presenting: .signIn, expecting: Bool.self) { $0 }
        }
    }

    /// Finishes the sign-in flow on top with a value, as its screen would.
    @MainActor
    static func finishSignIn(_ navigator: Navigator<ShopRoute, Never>, session: Session, with success: Bool) {
        session.isSignedIn = success
        navigator.client(for: navigator.topStack.root.id).finish(with: success)
    }

    static func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }
}
