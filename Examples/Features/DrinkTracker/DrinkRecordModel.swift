import ModularNavigation
public import Observation

/// One logged drink; deleting it, once confirmed in an alert, goes back to the history.
@MainActor
@Observable
public final class DrinkRecordModel {
    private let recordID: Int
    private let log: DrinkLog
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(recordID: Int, log: DrinkLog, navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.recordID = recordID
        self.log = log
        self.navigationClient = navigationClient
    }

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
        guard answer == .chosen(.delete) else { return }
        log.remove(id: recordID)
        navigationClient.dismiss()
    }
}
