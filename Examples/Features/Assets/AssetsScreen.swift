public import ModularNavigation

/// The model of each Assets screen.
public enum AssetsScreen {
    case list(AssetListModel)
    case detail(AssetDetailModel)
}

extension AssetsDestination {
    /// The model of a screen, made once per screen.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - store: Where assets come from.
    @MainActor
    public static func screen(
        _ destination: AssetsDestination, client: NavigationClient<AssetsDestination>, store: AssetStore = .live
    ) -> AssetsScreen {
        switch destination {
        case .list:
            .list(client.screenObject { AssetListModel(store: store, navigationClient: client) })
        case .detail(let id):
            .detail(
                client.screenObject { () -> AssetDetailModel in
                    let model = AssetDetailModel(
                        assetID: id, name: store.names[id] ?? "Asset \(id)", navigationClient: client)
                    // A picker restored over this screen still delivers its pick here.
                    Task { await model.resumeLinking() }
                    return model
                })
        }
    }
}
