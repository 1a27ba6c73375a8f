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
            // A `NavigationLink(value:)` in SwiftUI; the client makes its value, so the
            // tap pushes through the navigator.
            ScreenAction(
                "Open \(store.names[id] ?? "asset \(id)")", link: navigationClient.link(to: .detail(id: id))
            ) { self.navigationClient.push(.detail(id: id)) }
        }
    }
}
