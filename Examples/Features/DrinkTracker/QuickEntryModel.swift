import ModularNavigation
public import Observation

/// The short sheet: one tap logs a usual drink and closes it.
@MainActor
@Observable
public final class QuickEntryModel {
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.log = log
        self.navigationClient = navigationClient
    }

    /// Logs a beer and closes the sheet.
    public func logBeer() {
        log("Beer", StandardDrinks(tenths: 13))
    }

    /// Logs a glass of wine and closes the sheet.
    public func logWine() {
        log("Wine", StandardDrinks(tenths: 15))
    }

    private func log(_ name: String, _ amount: StandardDrinks) {
        log.add(name, amount)
        navigationClient.dismiss()
    }
}
