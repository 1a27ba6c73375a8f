public import ModularNavigation
public import Observation

/// The model of each tracker screen.
@MainActor
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
        case .main: .main(DrinkMainModel(log: log, navigationClient: client))
        case .history: .history(DrinkHistoryModel(log: log, navigationClient: client))
        case .record(let id):
            .record(DrinkRecordModel(recordID: id, log: log, navigationClient: client))
        case .quickEntry: .quickEntry(QuickEntryModel(log: log, navigationClient: client))
        case .calculator: .calculator(client.screenObject { CalculatorModel(navigationClient: client) })
        case .customDrink: .customDrink(CustomDrinkModel(navigationClient: client))
        case .settings: .settings(client.screenObject { DrinkSettingsModel(navigationClient: client) })
        case .standardDrinkInfo:
            .standardDrinkInfo(StandardDrinkInfoModel(navigationClient: client))
        }
    }
}

/// The main screen: today's total, and the way to every other screen.
@MainActor
public struct DrinkMainModel {
    let log: DrinkLog
    let navigationClient: NavigationClient<DrinkTrackerDestination>

    /// Today's count and total, in words.
    public var status: String { "Today: \(log.records.count) drinks, \(log.total) standard" }

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

/// Every drink logged; opens one.
@MainActor
public struct DrinkHistoryModel {
    let log: DrinkLog
    let navigationClient: NavigationClient<DrinkTrackerDestination>

    /// The drinks logged, oldest first.
    public var records: [DrinkLog.Record] { log.records }
    /// How many drinks are logged, in words.
    public var status: String { log.records.isEmpty ? "Nothing logged yet" : "\(log.records.count) drinks" }

    /// Pushes a record.
    public func open(_ record: DrinkLog.Record) {
        navigationClient.push(.record(id: record.id))
    }
}

/// One logged drink; deleting it, once confirmed in an alert, goes back to the history.
@MainActor
public struct DrinkRecordModel {
    let recordID: Int
    let log: DrinkLog
    let navigationClient: NavigationClient<DrinkTrackerDestination>

    /// The record, or `nil` once it is deleted.
    public var record: DrinkLog.Record? { log.record(id: recordID) }
    /// The record's number and name.
    public var title: String { record.map { "#\($0.id) \($0.name)" } ?? "Deleted drink" }
    /// How much the drink held, in words.
    public var status: String? { record.map { "\($0.amount) standard drinks" } }

    /// What the deletion alert answers.
    enum Deletion: Hashable, Sendable {
        case delete, keep
    }

    /// Asks before deleting, since a deleted drink cannot come back; deletes and goes
    /// back to the history only on the destructive choice.
    public func confirmDeletion() async {
        guard let record = log.record(id: recordID) else { return }
        let answer = await navigationClient.presentDialog(
            .alert(
                "Delete \(record.name)?",
                message: "It no longer counts towards today's total.",
                buttons: [
                    DialogButton("Delete", role: .destructive, action: Deletion.delete),
                    DialogButton("Keep", role: .cancel, action: Deletion.keep),
                ]))
        guard answer == .finished(.delete) else { return }
        log.remove(id: recordID)
        navigationClient.dismiss()
    }
}

/// The short sheet: one tap logs a usual drink and closes it.
@MainActor
public struct QuickEntryModel {
    let log: DrinkLog
    let navigationClient: NavigationClient<DrinkTrackerDestination>

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

/// Describes a drink the quick entry does not know, and hands it back.
@MainActor
public struct CustomDrinkModel {
    let navigationClient: NavigationClient<DrinkTrackerDestination>

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

/// The tracker's settings.
@MainActor
@Observable
public final class DrinkSettingsModel {
    /// Whether the app reminds the user at night; the settings' toggle writes it.
    public var remindsAtNight = false
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    /// The setting, in words.
    public var status: String { remindsAtNight ? "Night reminder on" : "Night reminder off" }

    /// The sheet opens at half height; this pulls it up as a drag would.
    public func showEverySetting() {
        navigationClient.selectDetent(.large)
    }

    /// Closes the settings.
    public func done() {
        navigationClient.dismiss()
    }
}

/// What a standard drink is: a short note in a popover.
@MainActor
public struct StandardDrinkInfoModel {
    let navigationClient: NavigationClient<DrinkTrackerDestination>

    /// The note.
    public var note: String { "One standard drink holds 10 g of alcohol." }

    /// Closes the popover.
    public func gotIt() {
        navigationClient.dismiss()
    }
}
