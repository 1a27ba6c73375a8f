public import ExampleInterfaces
import ModularNavigation

extension AssetsDestination {
    /// The models of the Assets screens.
    ///
    /// - Parameter store: Where assets come from.
    public static func liveModels(store: AssetStore = .live) -> ModelBuilder<AssetsDestination> {
        { destination, _, client in
            switch destination {
            case .list:
                client.screenObject { AssetListModel(store: store, navigationClient: client) }
            case .detail(let id):
                client.screenObject { () -> AssetDetailModel in
                    let model = AssetDetailModel(
                        assetID: id, name: store.names[id] ?? "Asset \(id)", navigationClient: client)
                    // A picker restored over this screen still delivers its pick here.
                    Task { await model.resumeLinking() }
                    return model
                }
            }
        }
    }
}
