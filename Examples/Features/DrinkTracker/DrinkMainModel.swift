public import ExampleInterfaces
public import ModularNavigation
public import Observation

/// The main screen: today's total, and the way to every other screen.
@MainActor
@Observable
public final class DrinkMainModel: ScreenModel {
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    /// Creates the main screen's model.
    public init(log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.log = log
        self.navigationClient = navigationClient
    }

    public var title: String { "Drinks" }
    public var status: String? { "Today: \(log.records.count) drinks, \(log.total) standard" }

    public var actions: [ScreenAction] {
        [
            ScreenAction("History") { self.showHistory() },
            ScreenAction("Quick entry") { self.showQuickEntry() },
            ScreenAction("Calculator") { await self.calculate() },
            ScreenAction("Custom drink") { await self.addCustomDrink() },
            ScreenAction("Settings") { self.showSettings() },
            ScreenAction("What is a standard drink?") { self.showStandardDrinkInfo() },
        ]
    }

    /// Pushes the history.
    public func showHistory() {
        navigationClient.push(.history)
    }

    /// Presents the settings at half height.
    public func showSettings() {
        navigationClient.presentSheet(.settings, options: DrinkTrackerDestination.settingsOptions)
    }

    /// Presents what a standard drink is in a popover by the info button.
    public func showStandardDrinkInfo() {
        navigationClient.navigate(to: .standardDrinkInfo, mode: .popover(DrinkTrackerDestination.infoOptions))
    }

    /// Presents the quick entry sheet at a fifth of the height.
    public func showQuickEntry() {
        navigationClient.navigate(to: .quickEntry, mode: .sheet(DrinkTrackerDestination.quickEntryOptions))
    }

    /// Presents the calculator and logs the total it hands back.
    public func calculate() async {
        let result = await navigationClient.navigate(
            to: .calculator, mode: .sheet(DrinkTrackerDestination.calculatorOptions), expecting: StandardDrinks.self)
        if let amount = result.value, amount > .zero {
            log.add("Calculated", amount)
        }
    }

    /// Presents the custom drink sheet and logs the drink it hands back.
    public func addCustomDrink() async {
        let result = await navigationClient.navigate(to: .customDrink, mode: .sheet(), expecting: CustomDrink.self)
        if let drink = result.value {
            log.add(drink.name, drink.amount)
        }
    }
}
