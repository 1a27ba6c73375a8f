import ExampleInterfaces
import ModularNavigation
import Observation

/// What a standard drink is: a short note in a popover.
@MainActor
@Observable
final class StandardDrinkInfoModel: ScreenModel {
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Standard drinks" }
    var status: String? { "One standard drink holds 10 g of alcohol." }

    var actions: [ScreenAction] {
        [ScreenAction("Got it") { self.navigationClient.dismiss() }]
    }
}
