public import ExampleInterfaces
public import ModularNavigation
public import Observation

/// The model of each Assets screen.
@MainActor
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
            .list(AssetListModel(store: store, navigationClient: client))
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

/// The list of assets.
@MainActor
public struct AssetListModel {
    let store: AssetStore
    let navigationClient: NavigationClient<AssetsDestination>

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

/// One asset, and the issue linked to it.
///
/// Linking awaits a typed result from a flow another module draws: the detail never
/// learns which module that is.
@MainActor
@Observable
public final class AssetDetailModel {
    /// The asset's number.
    public let assetID: Int
    /// The issue linked to the asset, if any.
    public private(set) var linkedIssue: IssueReference?
    /// How the last linking flow ended, for the status line.
    public private(set) var lastOutcome: String?
    private let name: String
    private let navigationClient: NavigationClient<AssetsDestination>

    /// Creates the model of an asset's detail.
    public init(assetID: Int, name: String, navigationClient: NavigationClient<AssetsDestination>) {
        self.assetID = assetID
        self.name = name
        self.navigationClient = navigationClient
    }

    /// The asset's name.
    public var title: String { name }

    /// The linked issue and how the last linking ended, in words.
    public var status: String {
        [linkedIssue.map { "Linked to \($0)" } ?? "No linked issue", lastOutcome].compactMap(\.self)
            .joined(separator: " · ")
    }

    /// Back to the module's own root, wherever the Assets flow sits.
    public func backToAllAssets() {
        navigationClient.popToRoot()
    }

    /// Asks for an issue in a sheet and links the one picked; a dismissed sheet links nothing.
    public func linkIssue() async {
        let result = await navigationClient.request(
            .linkIssue(assetID: assetID), mode: .sheet(), expecting: IssueReference.self)
        link(result)
    }

    private func link(_ result: NavigationResult<IssueReference>) {
        switch result {
        case .finished(let issue):
            linkedIssue = issue
            lastOutcome = nil
        case .cancelled:
            lastOutcome = "linking cancelled"
        }
    }

    /// Waits for a linking flow that is up without anyone waiting for it.
    ///
    /// Such a flow was restored after a relaunch, or opened by a link. Ends at once when
    /// there is none.
    public func resumeLinking() async {
        let result = await navigationClient.presentedResult(expecting: IssueReference.self)
        if case .finished = result { link(result) }
    }
}
