public import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records a navigator's changes as a ``NavigationLog``, for replay in a test.
///
/// Safe to run in production: it listens to events like any observer, writes through a
/// closure you give (a file, a ring buffer, a crash report), and a navigator without a
/// writer pays nothing for the feature. Redact what routes carry before it leaves the
/// device with `redact`, which sees every route written, in steps and in states:
///
/// ```swift
/// // Account screens carry a user's details; the log keeps only their kind.
/// static func redacted(_ route: AppRoute) -> AppRoute {
///     if case .account = route { return .account(.signIn) }
///     return route
/// }
///
/// let writer = try NavigationLogWriter(navigator, schemaVersion: 1, redact: AppRoute.redacted) { line in
///     logFile.append(line)
/// }
/// ```
///
/// A change is written when the next one happens, or when you call ``flush()``: several
/// events of one change (a tab selection that dismisses a sheet) become one line. A line
/// holds the change's steps, which cost what the event costs to write; the whole tree is
/// written only at checkpoints (every `checkpointInterval` changes, on ``checkpoint()``
/// and on ``stop()``), where a replay checks it.
@MainActor
public final class NavigationLogWriter<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
    /// The route schema version the lines carry.
    public let schemaVersion: Int
    /// The state recording started from, redacted.
    public let start: NavigationState<Route, Tab>
    /// How many changes are written between two checkpoints.
    public let checkpointInterval: Int
    /// Changes that could not be encoded and so were not written.
    public private(set) var droppedChanges = 0
    private let redact: @MainActor (Route) -> Route
    private let write: @MainActor (String) -> Void
    private let encoder = NavigationLog<Route, Tab>.lineEncoder()
    private var pending: NavigationLog<Route, Tab>.Change?
    /// The number of the commit the pending change reports.
    private var pendingCommit = -1
    private var sinceCheckpoint = 0
    private weak var navigator: Navigator<Route, Tab>?
    private var observer: NavigationRegistration?

    /// Starts recording a navigator, writing the header line at once.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to record.
    ///   - schemaVersion: The app's route schema version, as for saved states.
    ///   - checkpointInterval: How many changes between two lines that hold the whole
    ///     tree; 100 by default. Smaller finds a divergence a new rule caused sooner in a
    ///     replay, at the cost of a tree every few changes.
    ///   - redact: Replaces a route with what may be stored; the identity by default.
    ///   - write: Receives each line, ending in `\n`.
    /// - Throws: ``NavigationLogError/notEncodable(_:)`` when the start state does not encode.
    public init(
        _ navigator: Navigator<Route, Tab>,
        schemaVersion: Int,
        checkpointInterval: Int = 100,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        write: @escaping @MainActor (String) -> Void
    ) throws(NavigationLogError) {
        self.redact = redact
        self.write = write
        self.navigator = navigator
        self.schemaVersion = schemaVersion
        self.checkpointInterval = max(1, checkpointInterval)
        start = navigator.current.mappingRoutes(redact)
        // Only the change not yet written is kept, and no state: a long session costs no
        // memory, and the navigator's storage stays its own to change in place.
        write(try NavigationLog(schemaVersion: schemaVersion, start: start).jsonLines())
        // Each event comes with the change it reports: an observer before this one that
        // navigates while it hears a change makes the next one before this writer hears
        // the first, and the navigator's own count and state have moved on by then.
        observer = navigator.addCommitObserver { [weak self] event, commit in self?.record(event, of: commit) }
    }

    /// Writes the change not yet written.
    public func flush() {
        guard let change = pending else { return }
        pending = nil
        if change.tree != nil { sinceCheckpoint = 0 }
        do {
            write(try NavigationLog<Route, Tab>.line(LogLine(change, schemaVersion: schemaVersion), encoder: encoder))
        } catch {
            droppedChanges += 1
        }
    }

    /// Writes the change not yet written with the whole tree it left, so that a replay
    /// checks it there: before a crash report goes out, say.
    public func checkpoint() {
        guard let navigator else { return }
        if pending == nil { pending = NavigationLog.Change(steps: []) }
        pending?.tree = navigator.current.mappingRoutes(redact).loggedTree
        flush()
    }

    /// Stops recording, writing the change not yet written as a checkpoint.
    public func stop() {
        guard observer != nil else { return }
        checkpoint()
        if let observer { navigator?.removeEventObserver(observer) }
        observer = nil
    }

    private func record(_ event: NavigationEvent<Route, Tab>, of commit: NavigationCommit<Route, Tab>) {
        guard let step = NavigationLog.Step(event, in: commit.state)?.redacted(by: redact) else { return }
        if pending != nil, commit.number == pendingCommit {
            pending?.steps.append(step)
            return
        }
        flush()
        pendingCommit = commit.number
        sinceCheckpoint += 1
        // The tree is read now: by the time the change is written, the next one is made.
        let tree = sinceCheckpoint >= checkpointInterval ? commit.state.mappingRoutes(redact).loggedTree : nil
        pending = NavigationLog.Change(steps: [step], tree: tree)
    }
}
