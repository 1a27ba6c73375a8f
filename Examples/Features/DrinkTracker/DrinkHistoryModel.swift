import ExampleInterfaces
import ModularNavigation
import Observation

/// Every drink logged; opens one.
@MainActor
@Observable
final class DrinkHistoryModel: ScreenModel {
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.log = log
        self.navigationClient = navigationClient
    }

    var title: String { "History" }
    var status: String? { log.records.isEmpty ? "Nothing logged yet" : "\(log.records.count) drinks" }

    var actions: [ScreenAction] {
        log.records.map { record in
            ScreenAction("Open #\(record.id) \(record.name)") { self.navigationClient.push(.record(id: record.id)) }
        }
    }
}
