import ModularNavigation

/// The changes a writer recorded and has not written yet, oldest first, as the step
/// values the events gave: nothing is encoded until they are written.
///
/// The steps of every change sit in one array, each change keeping where its steps end,
/// so that once both arrays have grown to a batch, holding a change allocates nothing.
/// A checkpoint keeps the state the change left; its tree, the costliest part of a line,
/// is read only when the line is written.
struct UnwrittenChanges<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Sendable {
    private struct Checkpoint: Sendable {
        /// The index of the change, oldest first.
        var change: Int
        var state: NavigationState<Route, Tab>
    }

    private var steps: [NavigationLog<Route, Tab>.Step] = []
    /// For each change, the index in `steps` after its last step.
    ///
    /// Plain integers, as the counts below are: this runs on every change, in code no
    /// caller specializes, where each generic operation costs a metadata lookup.
    private var ends: [Int] = []
    private var checkpoints: [Checkpoint] = []

    /// How many changes are held, the one still taking steps included.
    private(set) var count = 0
    /// The commit of the newest change, which the next steps of that commit join.
    private(set) var newestCommit: Int?

    var isEmpty: Bool { count == 0 }

    /// Begins the change a commit reports, after every change held.
    mutating func begin(commit: Int?) {
        ends.append(steps.count)
        count += 1
        newestCommit = commit
    }

    /// Adds a step to the newest change.
    mutating func append(_ step: NavigationLog<Route, Tab>.Step) {
        guard count > 0 else { return }
        steps.append(step)
        ends[count - 1] = steps.count
    }

    /// Makes the newest change a checkpoint of `state`, or, with none held, adds an
    /// empty change that is one.
    mutating func checkpoint(_ state: NavigationState<Route, Tab>) {
        if count == 0 { begin(commit: nil) }
        if checkpoints.last?.change == count - 1 { checkpoints.removeLast() }
        checkpoints.append(Checkpoint(change: count - 1, state: state))
    }

    /// The steps and the checkpoint of the change at `index`, oldest first.
    func change(at index: Int) -> (
        steps: ArraySlice<NavigationLog<Route, Tab>.Step>, checkpoint: NavigationState<Route, Tab>?
    ) {
        let start = index == 0 ? 0 : ends[index - 1]
        let checkpoint = checkpoints.isEmpty ? nil : checkpoints.first { $0.change == index }?.state
        return (steps[start..<ends[index]], checkpoint)
    }

    /// Forgets the oldest `count` changes, keeping the arrays' room.
    mutating func removeFirst(_ removed: Int) {
        guard removed > 0 else { return }
        let removedSteps = ends[removed - 1]
        steps.removeFirst(removedSteps)
        ends.removeFirst(removed)
        for index in ends.indices { ends[index] -= removedSteps }
        if !checkpoints.isEmpty {
            checkpoints.removeAll { $0.change < removed }
            for index in checkpoints.indices { checkpoints[index].change -= removed }
        }
        count -= removed
        if count == 0 { newestCommit = nil }
    }
}
