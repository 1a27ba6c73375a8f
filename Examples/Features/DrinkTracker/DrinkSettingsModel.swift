import ExampleInterfaces
import ModularNavigation
import Observation

/// The tracker's settings.
@MainActor
@Observable
final class DrinkSettingsModel: ScreenModel {
    private(set) var remindsAtNight = false
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Settings" }
    var status: String? { remindsAtNight ? "Night reminder on" : "Night reminder off" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Toggle the night reminder") { self.remindsAtNight.toggle() },
            // The sheet opens at half height; this pulls it up as a drag would.
            ScreenAction("Show every setting") { self.navigationClient.selectDetent(.large) },
            ScreenAction("Done") { self.navigationClient.dismiss() },
        ]
    }
}
