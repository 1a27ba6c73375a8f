public import ModularNavigation

/// The changes a writer recorded and has not written yet, oldest first, as the events
/// that reported them and the state each left: nothing is read or encoded until they are
/// written.
///
/// The events of every change sit in one array, each change keeping where its events end,
/// so that once the arrays have grown to a batch, holding a change allocates nothing. A
/// change's steps are read from its events and its state when its line is written, and a
/// checkpoint's tree, the costliest part of a line, then too. Holding a change is
/// inlinable, so it runs specialized in the app; writing lines runs unspecialized here,
/// where reading a step cost ten times what the change did.
@usableFromInline
struct UnwrittenChanges<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Sendable {
    @usableFromInline
    struct Checkpoint: Sendable {
        /// The index of the change, oldest first.
        @usableFromInline var change: Int
        @usableFromInline var state: NavigationState<Route, Tab>

        @inlinable
        init(change: Int, state: NavigationState<Route, Tab>) {
            self.change = change
            self.state = state
        }
    }

    @usableFromInline var events: [NavigationEvent<Route, Tab>] = []
    /// For each change, the state it left, which its steps are read against.
    @usableFromInline var states: [NavigationState<Route, Tab>] = []
    /// For each change, the index in `events` after its last event.
    @usableFromInline var ends: [Int] = []
    @usableFromInline var checkpoints: [Checkpoint] = []

    /// How many changes are held, the one still taking steps included.
    @usableFromInline var count = 0
    /// The commit of the newest change, which the next steps of that commit join.
    @usableFromInline var newestCommit: Int?

    var isEmpty: Bool { count == 0 }

    /// Begins the change a commit reports, which left `state`, after every change held.
    @inlinable
    mutating func begin(commit: Int?, state: NavigationState<Route, Tab>) {
        ends.append(events.count)
        states.append(state)
        count += 1
        newestCommit = commit
    }

    /// Adds an event to the newest change.
    @inlinable
    mutating func append(_ event: NavigationEvent<Route, Tab>) {
        guard count > 0 else { return }
        events.append(event)
        ends[count - 1] = events.count
    }

    /// Makes the newest change a checkpoint of `state`, or, with none held, adds an
    /// empty change that is one.
    @inlinable
    mutating func checkpoint(_ state: NavigationState<Route, Tab>) {
        if count == 0 { begin(commit: nil, state: state) }
        if checkpoints.last?.change == count - 1 { checkpoints.removeLast() }
        checkpoints.append(Checkpoint(change: count - 1, state: state))
    }

    /// The steps of the change at `index`, oldest first, each route replaced by what
    /// `redact` gives for it, and its checkpoint.
    func change(at index: Int, redactedBy redact: (Route) -> Route) -> (
        steps: [NavigationLog<Route, Tab>.Step], checkpoint: NavigationState<Route, Tab>?
    ) {
        let start = index == 0 ? 0 : ends[index - 1]
        let state = states[index]
        let checkpoint = checkpoints.isEmpty ? nil : checkpoints.first { $0.change == index }?.state
        let steps = events[start..<ends[index]].compactMap { NavigationLog.Step($0, in: state)?.redacted(by: redact) }
        return (steps, checkpoint)
    }

    /// Forgets the oldest `count` changes, keeping the arrays' room.
    mutating func removeFirst(_ removed: Int) {
        guard removed > 0 else { return }
        let removedEvents = ends[removed - 1]
        events.removeFirst(removedEvents)
        states.removeFirst(removed)
        ends.removeFirst(removed)
        for index in ends.indices { ends[index] -= removedEvents }
        if !checkpoints.isEmpty {
            checkpoints.removeAll { $0.change < removed }
            for index in checkpoints.indices { checkpoints[index].change -= removed }
        }
        count -= removed
        if count == 0 { newestCommit = nil }
    }
}
