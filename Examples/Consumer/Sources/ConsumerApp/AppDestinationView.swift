#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import OrdersFeature
    import ProfileFeature
    import SettingsFeature
    import SwiftUI

    /// The view of any app route: each case hands its destination to its module's
    /// builder, with the client scoped to that module.
    @MainActor
    struct AppDestinationView: View {
        let route: AppRoute
        let client: NavigationClient<AppRoute>
        let app: ConsumerApp

        var body: some View {
            switch route {
            case .orders(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.orders, answering: AppRoute.fromOrders,
                    builder: OrdersDestination.builder(store: app.orders))
            case .profile(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.profile,
                    builder: ProfileDestination.builder(profile: app.profile))
            case .settings(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.settings,
                    builder: SettingsDestination.builder(session: app.session))
            }
        }
    }
#endif
