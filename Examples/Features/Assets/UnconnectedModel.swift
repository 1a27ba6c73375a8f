import ExampleInterfaces
import ModularNavigation
import Observation

/// Shown when an app shows ``AssetsDestination/linkIssue(assetID:)`` without mapping it
/// to another module; it only lets the user leave.
@MainActor
@Observable
final class UnconnectedModel: ScreenModel {
    private let navigationClient: NavigationClient<AssetsDestination>

    init(navigationClient: NavigationClient<AssetsDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Not connected" }
    var status: String? { "This app has no issue picker" }

    var actions: [ScreenAction] {
        [ScreenAction("Close") { self.navigationClient.close() }]
    }
}
