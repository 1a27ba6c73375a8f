public import ExampleInterfaces
import ModularNavigation

extension DrinkTrackerDestination {
    /// The models of the tracker's screens, all sharing one log.
    ///
    /// - Parameter log: The drinks logged so far.
    public static func liveModels(log: DrinkLog) -> ModelBuilder<DrinkTrackerDestination> {
        { destination, _, client in
            switch destination {
            case .main: client.screenObject { DrinkMainModel(log: log, navigationClient: client) }
            case .history: client.screenObject { DrinkHistoryModel(log: log, navigationClient: client) }
            case .record(let id):
                client.screenObject { DrinkRecordModel(recordID: id, log: log, navigationClient: client) }
            case .quickEntry: client.screenObject { QuickEntryModel(log: log, navigationClient: client) }
            case .calculator: client.screenObject { CalculatorModel(navigationClient: client) }
            case .customDrink: client.screenObject { CustomDrinkModel(navigationClient: client) }
            case .settings: client.screenObject { DrinkSettingsModel(navigationClient: client) }
            case .standardDrinkInfo: client.screenObject { StandardDrinkInfoModel(navigationClient: client) }
            }
        }
    }
}
