import ExampleInterfaces
import ModularNavigation
import Observation

/// The calculator: adds drinks up and hands the total back to whoever opened it.
@MainActor
@Observable
final class CalculatorModel: ScreenModel {
    private(set) var total = StandardDrinks.zero
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Calculator" }
    var status: String? { "Total: \(total) standard drinks" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Add a pint (2.3)") { self.total = self.total + StandardDrinks(tenths: 23) },
            ScreenAction("Add a shot (1.0)") { self.total = self.total + StandardDrinks(tenths: 10) },
            ScreenAction("Use the total") { self.navigationClient.finish(with: self.total) },
            ScreenAction("Cancel") { self.navigationClient.dismiss() },
        ]
    }
}
