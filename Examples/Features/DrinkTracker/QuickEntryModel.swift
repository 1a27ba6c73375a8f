import ExampleInterfaces
import ModularNavigation
import Observation

/// The short sheet: one tap logs a usual drink and closes it.
@MainActor
@Observable
final class QuickEntryModel: ScreenModel {
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.log = log
        self.navigationClient = navigationClient
    }

    var title: String { "Quick entry" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Log a beer") { self.log("Beer", StandardDrinks(tenths: 13)) },
            ScreenAction("Log a glass of wine") { self.log("Wine", StandardDrinks(tenths: 15)) },
        ]
    }

    private func log(_ name: String, _ amount: StandardDrinks) {
        log.add(name, amount)
        navigationClient.dismiss()
    }
}
