public import ExampleInterfaces
public import LibraryFeature
import ModularNavigation

extension HomeDestination {
    /// The models of Home's screens; Library screens get Library's models and a client
    /// scoped to Library's destinations.
    ///
    /// - Parameter library: The Library's model builder, live or mock.
    public static func liveModels(
        library: @escaping ModelBuilder<LibraryDestination> = LibraryDestination.liveModels()
    ) -> ModelBuilder<HomeDestination> {
        { destination, mode, client in
            switch destination {
            case .dashboard:
                client.screenObject { DashboardModel(navigationClient: client) }
            case .library(let child):
                library(child, mode, client.scope(HomeDestination.library))
            }
        }
    }
}
