public import ModularNavigation
public import Observation

/// The list of assets.
@MainActor
@Observable
public final class AssetListModel {
    private let store: AssetStore
    private let navigationClient: NavigationClient<AssetsDestination>

    init(store: AssetStore, navigationClient: NavigationClient<AssetsDestination>) {
        self.store = store
        self.navigationClient = navigationClient
    }

    /// The asset numbers, in order.
    public var ids: [Int] { store.ids }

    /// An asset's name.
    public func name(of id: Int) -> String {
        store.names[id] ?? "asset \(id)"
    }

    /// The value of a `NavigationLink` to an asset: the client makes it, so the tap
    /// pushes through the navigator.
    public func link(to id: Int) -> NavigationLinkValue {
        navigationClient.link(to: .detail(id: id))
    }

    /// Pushes an asset's detail, where there is no `NavigationLink` to tap.
    public func open(_ id: Int) {
        navigationClient.push(.detail(id: id))
    }
}
