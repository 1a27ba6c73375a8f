public import ModularNavigation

/// The changes a writer recorded and has not written yet, oldest first, as the events
/// that reported them and, where a step needs it, the state each left: nothing is
/// encoded until they are written.
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
    /// For each event, the screen below the one it pushed, read as it happened; `nil` for
    /// every other event.
    @usableFromInline var belows: [EntryID?] = []
    /// For each change, the state it left, which its steps are read against, held only
    /// when one of its events needs it (``NavigationLog/Step/holding(_:)``).
    ///
    /// A held state shares its stacks with the navigator's, so the next change to one of
    /// them copied it whole: holding the state of every push and pop was most of what
    /// recording them cost (`--profile record`).
    @usableFromInline var states: [NavigationState<Route, Tab>?] = []
    /// For each change, whether ``states`` holds its state: asked of the optional, the
    /// question copied the state out and destroyed it.
    @usableFromInline var holdsState: [Bool] = []
    /// For each change, the index in `events` after its last event.
    @usableFromInline var ends: [Int] = []
    @usableFromInline var checkpoints: [Checkpoint] = []

    /// How many changes are held, the one still taking steps included.
    @usableFromInline var count = 0
    /// The commit of the newest change, which the next steps of that commit join.
    @usableFromInline var newestCommit: Int?

    var isEmpty: Bool { count == 0 }

    /// Begins the change a commit reports, after every change held.
    @inlinable
    mutating func begin(commit: Int?) {
        ends.append(events.count)
        states.append(nil)
        holdsState.append(false)
        count += 1
        newestCommit = commit
    }

    /// Adds an event to the newest change, which left `state`, held as ``NavigationLog/Step/holding(_:)`` says.
    ///
    /// A push's screen below is read now when it went onto the top stack, as nearly every
    /// push does, as the step reads it from the stack at the push's location; the state
    /// is held only for an event whose step needs it.
    @inlinable
    mutating func append(
        _ event: NavigationEvent<Route, Tab>,
        _ holding: NavigationLog<Route, Tab>.Step.Holding,
        leaving state: NavigationState<Route, Tab>
    ) {
        guard count > 0 else { return }
        var below: EntryID?
        var readsState = true
        switch holding {
        case .pushed(let screen, let location):
            var read = state
            if read.topLocationInPlace() == location { below = read.topStackInPlace().entry(below: screen) }
            readsState = below == nil
        case .readAlone, .skipped:
            readsState = false
        case .readAgainstState:
            break
        }
        events.append(event)
        belows.append(below)
        ends[count - 1] = events.count
        if readsState, !holdsState[count - 1] {
            states[count - 1] = state
            holdsState[count - 1] = true
        }
    }

    /// Makes the newest change a checkpoint of `state`, or, with none held, adds an
    /// empty change that is one.
    @inlinable
    mutating func checkpoint(_ state: NavigationState<Route, Tab>) {
        if count == 0 { begin(commit: nil) }
        if checkpoints.last?.change == count - 1 { checkpoints.removeLast() }
        checkpoints.append(Checkpoint(change: count - 1, state: state))
    }

    /// The steps of the change at `index`, oldest first, and its checkpoint.
    ///
    /// Unredacted: the writer redacts them once this returns, so that no caller's code
    /// runs while the held changes are read.
    func change(at index: Int) -> (steps: [NavigationLog<Route, Tab>.Step], checkpoint: NavigationState<Route, Tab>?) {
        let start = index == 0 ? 0 : ends[index - 1]
        let state = states[index]
        let checkpoint = checkpoints.isEmpty ? nil : checkpoints.first { $0.change == index }?.state
        let steps = (start..<ends[index]).compactMap { NavigationLog.Step(events[$0], below: belows[$0], in: state) }
        return (steps, checkpoint)
    }

    /// Forgets the oldest `count` changes, keeping the arrays' room.
    mutating func removeFirst(_ removed: Int) {
        guard removed > 0 else { return }
        let removedEvents = ends[removed - 1]
        events.removeFirst(removedEvents)
        belows.removeFirst(removedEvents)
        states.removeFirst(removed)
        holdsState.removeFirst(removed)
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
