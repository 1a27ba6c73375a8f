public import Observation

/// The drinks logged so far: the tracker's data, shared by its screens.
@MainActor
@Observable
public final class DrinkLog {
    /// One logged drink.
    public struct Record: Hashable, Sendable, Identifiable {
        /// The record's number, never reused.
        public let id: Int
        /// What was drunk.
        public let name: String
        /// How much alcohol it held.
        public let amount: StandardDrinks
    }

    /// The records, oldest first.
    public private(set) var records: [Record] = []
    private var nextID = 1

    /// Creates an empty log.
    public init() {}

    /// The total of every record.
    public var total: StandardDrinks { records.reduce(.zero) { $0 + $1.amount } }

    /// Logs a drink.
    public func add(_ name: String, _ amount: StandardDrinks) {
        records.append(Record(id: nextID, name: name, amount: amount))
        nextID += 1
    }

    /// The record with a number, if it is still logged.
    public func record(id: Int) -> Record? {
        records.first { $0.id == id }
    }

    /// Deletes a record.
    public func remove(id: Int) {
        records.removeAll { $0.id == id }
    }
}
