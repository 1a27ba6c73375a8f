import ExampleInterfaces
import ModularNavigation
import Observation

/// One logged drink; deleting it goes back to the history.
@MainActor
@Observable
final class DrinkRecordModel: ScreenModel {
    private let recordID: Int
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(recordID: Int, log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.recordID = recordID
        self.log = log
        self.navigationClient = navigationClient
    }

    var title: String { log.record(id: recordID).map { "#\($0.id) \($0.name)" } ?? "Deleted drink" }
    var status: String? { log.record(id: recordID).map { "\($0.amount) standard drinks" } }

    var actions: [ScreenAction] {
        guard log.record(id: recordID) != nil else { return [] }
        return [
            ScreenAction("Delete") {
                self.log.remove(id: self.recordID)
                self.navigationClient.dismiss()
            }
        ]
    }
}
