import ModularNavigation
public import Observation

/// Every drink logged; opens one.
@MainActor
@Observable
public final class DrinkHistoryModel {
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.log = log
        self.navigationClient = navigationClient
    }

    /// The drinks logged, oldest first.
    public var records: [DrinkLog.Record] { log.records }
    /// How many drinks are logged, in words.
    public var status: String { log.records.isEmpty ? "Nothing logged yet" : "\(log.records.count) drinks" }

    /// Pushes a record.
    public func open(_ record: DrinkLog.Record) {
        navigationClient.push(.record(id: record.id))
    }
}
