/// A recorded navigation session: where it started and every change since, each with
/// the tree it left; it replays into a navigator and is stored as JSON Lines.
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
    public static var formatVersion: Int { 1 }

    /// One change: the steps of one navigation, and the tree it left.
    public struct Change: Hashable, Sendable {
        /// The steps, in the order the events reported them.
        public var steps: [NavigationLog<Route, Tab>.Step]
        /// The state's tree after the change, without its dialog (dialogs are not logged).
        public var tree: String

        /// Creates a change.
        public init(steps: [NavigationLog<Route, Tab>.Step], tree: String) {
            self.steps = steps
            self.tree = tree
        }
    }

    /// The app's route schema version when the log was written.
    public var schemaVersion: Int
    /// The state the session started from.
    public var start: NavigationState<Route, Tab>
    /// The changes, oldest first.
    public var changes: [Change]

    /// Creates a log.
    ///
    /// - Parameters:
    ///   - schemaVersion: The app's route schema version, as for saved states.
    ///   - start: The state the session started from.
    ///   - changes: The changes, oldest first.
    public init(schemaVersion: Int, start: NavigationState<Route, Tab>, changes: [Change] = []) {
        self.schemaVersion = schemaVersion
        self.start = start
        self.changes = changes
    }
}

extension NavigationState {
    /// The tree a log compares: the state's tree without the transient dialog.
    package var loggedTree: String { withoutDialog.treeDescription }
}
