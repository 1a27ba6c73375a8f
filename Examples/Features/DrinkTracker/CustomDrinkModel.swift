import ModularNavigation
public import Observation

/// Describes a drink the quick entry does not know, and hands it back.
@MainActor
@Observable
public final class CustomDrinkModel {
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    /// The drink the sheet offers to save.
    public let suggestion = CustomDrink(name: "Cider", amount: StandardDrinks(tenths: 18))

    /// Ends the flow with a drink.
    public func save(_ drink: CustomDrink) {
        navigationClient.finish(with: drink)
    }

    /// Leaves without a drink.
    public func cancel() {
        navigationClient.dismiss()
    }
}
