import ExampleInterfaces
import ModularNavigation
import Observation

/// The list of assets.
@MainActor
@Observable
final class AssetListModel: ScreenModel {
    private let store: AssetStore
    private let navigationClient: NavigationClient<AssetsDestination>

    init(store: AssetStore, navigationClient: NavigationClient<AssetsDestination>) {
        self.store = store
        self.navigationClient = navigationClient
    }

    var title: String { "Assets" }

    var actions: [ScreenAction] {
        store.ids.map { id in
            ScreenAction("Open \(store.names[id] ?? "asset \(id)")") { self.navigationClient.push(.detail(id: id)) }
        }
    }
}
