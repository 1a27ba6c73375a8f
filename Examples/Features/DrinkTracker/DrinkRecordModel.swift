import ExampleInterfaces
import ModularNavigation
import Observation

/// One logged drink; deleting it, once confirmed in an alert, goes back to the history.
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
            ScreenAction("Delete") { await self.confirmDeletion() }
        ]
    }

    /// What the deletion alert answers.
    enum Deletion: Hashable, Sendable {
        case delete, keep
    }

    /// Asks before deleting, since a deleted drink cannot come back; deletes and goes
    /// back to the history only on the destructive choice.
    private func confirmDeletion() async {
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
