public import OrdersFeature
public import ProfileFeature
public import SettingsFeature

/// The app's route: one case per feature module, each wrapping that module's destination.
///
/// Only this target knows every module. Adding a module adds a case here and one in
/// ``AppDestinationView``; no module changes.
public enum AppRoute: Hashable, Sendable, Codable {
    case orders(OrdersDestination)
    case profile(ProfileDestination)
    case settings(SettingsDestination)

    /// The first screen of the app.
    public static let home = AppRoute.orders(.list)

    /// Answers Orders' requests with other modules' screens: the delivery addresses
    /// are the Profile module's.
    ///
    /// This is the whole connection between the two modules: the app scopes Orders'
    /// clients with `AppRoute.orders` for its screens and this function for its requests.
    public static func fromOrders(_ request: OrdersDestination.Request) -> AppRoute {
        switch request {
        case .deliveryAddresses: .profile(.addresses)
        }
    }
}

extension AppRoute: CustomStringConvertible {
    /// The module and its screen, so trees read `orders/detail(id: 3)`.
    public var description: String {
        switch self {
        case .orders(let destination): "orders/\(destination)"
        case .profile(let destination): "profile/\(destination)"
        case .settings(let destination): "settings/\(destination)"
        }
    }
}
