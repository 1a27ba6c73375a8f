public import ModularNavigation

/// A recorded navigation session: where it started and every change since, with the
/// tree it left at checkpoints; it replays into a navigator and is stored as JSON Lines.
///
/// Record one with ``NavigationLogWriter`` (in production too), store its lines, and
/// replay them in a test with `NavigationReplay` from the Testing module: the
/// user's path becomes a regression test that names the first change whose tree
/// differs.
///
/// The stored form is one JSON object per line: a header with the format and the app's
/// route schema version and the start state, then one line per change. See
/// ``jsonLines()`` and ``init(jsonLines:schemaVersion:fallback:migration:)``.
public struct NavigationLog<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Sendable {
    /// The version of the stored form this library writes; older forms it still reads.
    ///
    /// Format 1 held the tree on every line; format 2 only on checkpoints.
    public static var formatVersion: Int { 2 }

    /// One change: the steps of one navigation, and, at a checkpoint, the tree it left.
    ///
    /// `package`, as ``changes`` is: a log is recorded, stored and replayed whole, and
    /// the package's writer, reader and replay are what read its changes.
    package struct Change: Hashable, Sendable {
        /// The steps, in the order the events reported them.
        package var steps: [NavigationLog<Route, Tab>.Step]
        /// The state's tree after the change, without its dialog (dialogs are not
        /// logged); `nil` between checkpoints, where a replay checks the steps alone.
        package var tree: String?

        /// Creates a change.
        ///
        /// - Parameters:
        ///   - steps: The steps, in order.
        ///   - tree: The tree the change left, for a checkpoint.
        package init(steps: [NavigationLog<Route, Tab>.Step], tree: String? = nil) {
            self.steps = steps
            self.tree = tree
        }
    }

    /// The app's route schema version when the log was written.
    public var schemaVersion: Int
    /// The state the session started from.
    public var start: NavigationState<Route, Tab>
    /// The changes, oldest first.
    package var changes: [Change]

    /// Creates a log.
    ///
    /// - Parameters:
    ///   - schemaVersion: The app's route schema version, as for saved states.
    ///   - start: The state the session started from.
    ///   - changes: The changes, oldest first.
    package init(schemaVersion: Int, start: NavigationState<Route, Tab>, changes: [Change] = []) {
        self.schemaVersion = schemaVersion
        self.start = start
        self.changes = changes
    }
}

extension NavigationState {
    /// The tree a log compares: the state's tree without the transient dialog.
    package var loggedTree: String { withoutDialog.treeDescription }
}
