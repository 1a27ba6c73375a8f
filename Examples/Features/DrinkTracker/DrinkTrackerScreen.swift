public import ModularNavigation

/// The model of each tracker screen.
public enum DrinkTrackerScreen {
    case main(DrinkMainModel)
    case history(DrinkHistoryModel)
    case record(DrinkRecordModel)
    case quickEntry(QuickEntryModel)
    case calculator(CalculatorModel)
    case customDrink(CustomDrinkModel)
    case settings(DrinkSettingsModel)
    case standardDrinkInfo(StandardDrinkInfoModel)
}

extension DrinkTrackerDestination {
    /// The model of a screen, made once per screen; every screen shares one log.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - log: The drinks logged so far.
    @MainActor
    public static func screen(
        _ destination: DrinkTrackerDestination, client: NavigationClient<DrinkTrackerDestination>, log: DrinkLog
    ) -> DrinkTrackerScreen {
        switch destination {
        case .main: .main(client.screenObject { DrinkMainModel(log: log, navigationClient: client) })
        case .history: .history(client.screenObject { DrinkHistoryModel(log: log, navigationClient: client) })
        case .record(let id):
            .record(client.screenObject { DrinkRecordModel(recordID: id, log: log, navigationClient: client) })
        case .quickEntry: .quickEntry(client.screenObject { QuickEntryModel(log: log, navigationClient: client) })
        case .calculator: .calculator(client.screenObject { CalculatorModel(navigationClient: client) })
        case .customDrink: .customDrink(client.screenObject { CustomDrinkModel(navigationClient: client) })
        case .settings: .settings(client.screenObject { DrinkSettingsModel(navigationClient: client) })
        case .standardDrinkInfo:
            .standardDrinkInfo(client.screenObject { StandardDrinkInfoModel(navigationClient: client) })
        }
    }
}
