public import ExampleInterfaces
@_spi(Drawing) public import ModularNavigation
public import Observation

/// One asset, and the issue linked to it.
///
/// Linking awaits a typed result from a flow another module draws: the detail never
/// learns which module that is.
@MainActor
@Observable
public final class AssetDetailModel: ScreenModel {
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

    public var title: String { name }

    public var status: String? {
        [linkedIssue.map { "Linked to \($0)" } ?? "No linked issue", lastOutcome].compactMap(\.self)
            .joined(separator: " · ")
    }

    public var actions: [ScreenAction] {
        [
            ScreenAction("Link an issue") { await self.linkIssue() },
            // Back to the module's own root, wherever the Assets flow sits.
            ScreenAction("Back to all assets") { self.navigationClient.popToRoot() },
        ]
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
