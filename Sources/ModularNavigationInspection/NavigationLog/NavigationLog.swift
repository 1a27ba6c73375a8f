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

/// Why a navigation log cannot be read or written.
public enum NavigationLogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text holds no header line.
    case empty
    /// A line is not the JSON the log expects; lines count from 1, the header included.
    case malformedLine(Int)
    /// The log was written in a stored form this library does not read.
    case unsupportedFormat(found: Int)
    /// The log's routes are of another schema version and no migration was given.
    case schemaVersionMismatch(found: Int, expected: Int)
    /// A route on a line does not decode, even through the migration given.
    case routeNotDecodable(line: Int)
    /// A state on a line (the start, or a replaced state) does not restore whole; the
    /// problems are described as the restoration reported them.
    case stateNotRestored(line: Int, issues: [String])
    /// A step names an operation this library does not know.
    case unknownStep(line: Int, String)
    /// A route or state could not be encoded; the text is the encoder's error.
    case notEncodable(String)

    public var description: String {
        switch self {
        case .empty: "the log is empty"
        case .malformedLine(let line): "line \(line) is not a log line"
        case .unsupportedFormat(let found): "the log's format \(found) is not one this library reads"
        case .schemaVersionMismatch(let found, let expected):
            "the log's routes are schema \(found), the app's are \(expected), and no migration was given"
        case .routeNotDecodable(let line): "a route on line \(line) does not decode"
        case .stateNotRestored(let line, let issues):
            "the state on line \(line) does not restore: \(issues.joined(separator: ", "))"
        case .unknownStep(let line, let step): "line \(line) has an unknown step \(step)"
        case .notEncodable(let reason): "the log cannot be encoded: \(reason)"
        }
    }
}
