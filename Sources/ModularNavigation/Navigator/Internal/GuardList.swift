/// The guards a navigator asks about every change, in the order they were added.
@usableFromInline
struct GuardList<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    typealias Decide = @MainActor (NavigationProposal<Route, Tab>) -> NavigationDecision<Route, Tab>

    private(set) var entries: [(id: Int, decide: Decide)] = []
    private var nextID = 0

    @usableFromInline init() {}

    /// Whether no guard is asked, so changes can apply in place.
    @usableFromInline var isEmpty: Bool { entries.isEmpty }

    /// Adds a guard; returns its token.
    mutating func add(_ decide: @escaping Decide) -> Int {
        defer { nextID += 1 }
        entries.append((nextID, decide))
        return nextID
    }

    /// Removes a guard; removing one twice does nothing.
    mutating func remove(id: Int) {
        entries.removeAll { $0.id == id }
    }
}
