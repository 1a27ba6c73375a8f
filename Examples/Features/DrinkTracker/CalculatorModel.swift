import ModularNavigation
public import Observation

/// The calculator: adds drinks up and hands the total back to whoever opened it.
@MainActor
@Observable
public final class CalculatorModel {
    /// The sum so far.
    public private(set) var total = StandardDrinks.zero
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    /// A pint of beer.
    public static let pint = StandardDrinks(tenths: 23)
    /// A shot of spirits.
    public static let shot = StandardDrinks(tenths: 10)

    /// Adds a drink to the total.
    public func add(_ amount: StandardDrinks) {
        total = total + amount
    }

    /// Ends the flow with the total.
    public func useTotal() {
        navigationClient.finish(with: total)
    }

    /// Leaves without a total: the opener logs nothing.
    public func cancel() {
        navigationClient.dismiss()
    }
}
