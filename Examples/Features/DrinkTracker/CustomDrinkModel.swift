import ExampleInterfaces
import ModularNavigation
import Observation

/// Describes a drink the quick entry does not know, and hands it back.
@MainActor
@Observable
final class CustomDrinkModel: ScreenModel {
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Custom drink" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Save a cider (1.8)") {
                self.navigationClient.finish(with: CustomDrink(name: "Cider", amount: StandardDrinks(tenths: 18)))
            },
            ScreenAction("Cancel") { self.navigationClient.dismiss() },
        ]
    }
}
