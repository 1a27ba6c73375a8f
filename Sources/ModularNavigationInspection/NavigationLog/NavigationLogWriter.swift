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
/// A change is held as the events it reported and the state it left (several events of one
/// change, a tab selection that dismisses a sheet, become one line), and nothing is read
/// or encoded until held changes are written together: when a change begins with
/// `batchSize` finished ones held (that change pays for writing them), when you call
/// ``flush()`` or ``checkpoint()``, and on ``stop()``. Lines arrive in the order of the
/// changes, each once; a writer released without ``stop()`` hands what it still held to
/// `write` in a task on the main actor. What is held is lost if the app crashes first: flush before a
/// crash report goes out, or pass a smaller `batchSize`. A line holds the change's steps;
/// the whole tree is written only at checkpoints (every `checkpointInterval` changes, on
/// ``checkpoint()`` and on ``stop()``), where a replay checks it, and read from the state
/// the change left only when the line is written.
@MainActor
public final class NavigationLogWriter<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
    /// The route schema version the lines carry.
    public let schemaVersion: Int
    /// The state recording started from, redacted.
    public let start: NavigationState<Route, Tab>
    /// How many changes are written between two checkpoints.
    public let checkpointInterval: Int
    /// How many finished changes are held before they are written together.
    public let batchSize: Int
    /// Changes that could not be encoded and so were not written.
    public private(set) var droppedChanges = 0
    private let redact: @MainActor (Route) -> Route
    private let write: @MainActor (String) -> Void
    private let encoder = NavigationLog<Route, Tab>.lineEncoder()
    /// At most `batchSize` finished changes and the one taking steps.
    ///
    /// It and ``sinceCheckpoint`` skip the run-time exclusivity check, three calls into
    /// the runtime on each recorded event: no access to them runs a caller's code. The
    /// held steps are redacted (`redact`) and their lines written (`write`) between
    /// accesses, so a change those make is recorded after the access has ended.
    @exclusivity(unchecked) @usableFromInline var unwritten = UnwrittenChanges<Route, Tab>()
    @exclusivity(unchecked) @usableFromInline var sinceCheckpoint = 0
    /// Set while lines go out, so that a change made from `write` is written after them.
    private var writing = false
    private weak var navigator: Navigator<Route, Tab>?
    @usableFromInline var observer: NavigationRegistration?

    /// Starts recording a navigator, writing the header line at once.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to record.
    ///   - schemaVersion: The app's route schema version, as for saved states.
    ///   - checkpointInterval: How many changes between two lines that hold the whole
    ///     tree; 100 by default. Smaller finds a divergence a new rule caused sooner in a
    ///     replay, at the cost of a tree every few changes.
    ///   - batchSize: How many finished changes are held before they are written
    ///     together; 16 by default. 1 writes each change as soon as the next one begins.
    ///     Larger costs a change less of the main actor's time between writes; what is
    ///     held is lost if the app crashes before it is written.
    ///   - redact: Replaces a route with what may be stored; the identity by default.
    ///   - write: Receives each line, ending in `\n`.
    /// - Throws: ``NavigationLogError/notEncodable(_:)`` when the start state does not encode.
    @inlinable
    public convenience init(
        _ navigator: Navigator<Route, Tab>,
        schemaVersion: Int,
        checkpointInterval: Int = 100,
        batchSize: Int = 16,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        write: @escaping @MainActor (String) -> Void
    ) throws(NavigationLogError) {
        try self.init(
            starting: navigator, schemaVersion: schemaVersion, checkpointInterval: checkpointInterval,
            batchSize: batchSize, redact: redact, write: write)
        // Each event comes with the change it reports: an observer before this one that
        // navigates while it hears a change makes the next one before this writer hears
        // the first, and the navigator's own count and state have moved on by then. The
        // observer is made here, in the app's code, so that it runs specialized for the
        // app's routes: unspecialized, asking of each event whether it replays looked up
        // the metadata of every payload type and cost more than the change it recorded.
        observer = navigator.addCommitObserver { [weak self] event, commit in self?.record(event, of: commit) }
    }

    /// Writes the header line and keeps what the writer needs; the convenience init then
    /// starts listening.
    @usableFromInline
    init(
        starting navigator: Navigator<Route, Tab>,
        schemaVersion: Int,
        checkpointInterval: Int,
        batchSize: Int,
        redact: @escaping @MainActor (Route) -> Route,
        write: @escaping @MainActor (String) -> Void
    ) throws(NavigationLogError) {
        self.redact = redact
        self.write = write
        self.navigator = navigator
        self.schemaVersion = schemaVersion
        self.checkpointInterval = max(1, checkpointInterval)
        self.batchSize = max(1, batchSize)
        start = navigator.current.mappingRoutes(redact)
        // Only changes not yet written are kept, a batch at most, each with the state it
        // left: a long session costs no more memory than a batch.
        write(try NavigationLog(schemaVersion: schemaVersion, start: start).jsonLines())
    }

    // A nonisolated deinit may not call `write`, the main actor's: what was still held
    // goes to it in a task, after every line written before.
    deinit {
        guard !unwritten.isEmpty else { return }
        let (unwritten, schemaVersion, redact, write) = (unwritten, schemaVersion, redact, write)
        Task { @MainActor in
            let encoder = NavigationLog<Route, Tab>.lineEncoder()
            for index in 0..<unwritten.count {
                let line = try? Self.line(
                    unwritten.change(at: index), schemaVersion, redact, encoder)
                if let line { write(line) }
            }
        }
    }

    /// Writes every change not yet written.
    public func flush() {
        writeHeld(keepingNewest: false)
    }

    /// Writes the changes not yet written, the last with the whole tree it left, so that
    /// a replay checks it there: before a crash report goes out, say.
    public func checkpoint() {
        if let navigator {
            unwritten.checkpoint(navigator.current)
            sinceCheckpoint = 0
        }
        flush()
    }

    /// Stops recording, writing the changes not yet written, the last as a checkpoint.
    public func stop() {
        guard observer != nil else { return }
        checkpoint()
        if let observer { navigator?.removeEventObserver(observer) }
        observer = nil
    }

    @inlinable
    func record(_ event: NavigationEvent<Route, Tab>, of commit: NavigationCommit<Route, Tab>) {
        let holding = NavigationLog<Route, Tab>.Step.holding(event)
        if case .skipped = holding { return }
        guard unwritten.newestCommit != commit.number else {
            unwritten.append(event, holding, leaving: commit.state)
            return
        }
        unwritten.begin(commit: commit.number)
        unwritten.append(event, holding, leaving: commit.state)
        sinceCheckpoint += 1
        if sinceCheckpoint >= checkpointInterval {
            sinceCheckpoint = 0
            // The state as the commit left it: by the time the line is written, the
            // navigator has moved on.
            unwritten.checkpoint(commit.state)
        }
        // The change before this one is finished now; a full batch of them goes out.
        if unwritten.count > batchSize { writeHeld(keepingNewest: true) }
    }

    /// Writes the held changes in order, all of them or all but the newest, which may
    /// still take steps of its commit.
    @usableFromInline
    func writeHeld(keepingNewest: Bool) {
        guard !writing else { return }
        writing = true
        defer { writing = false }
        var written = 0
        // `write` may navigate: those changes join the held ones, after the ones being written.
        while written < unwritten.count - (keepingNewest ? 1 : 0) {
            let change = unwritten.change(at: written)
            written += 1
            do {
                write(try Self.line(change, schemaVersion, redact, encoder))
            } catch {
                droppedChanges += 1
            }
        }
        unwritten.removeFirst(written)
    }

    private static func line(
        _ change: (steps: [NavigationLog<Route, Tab>.Step], checkpoint: NavigationState<Route, Tab>?),
        _ schemaVersion: Int,
        _ redact: @MainActor (Route) -> Route,
        _ encoder: JSONEncoder
    ) throws(NavigationLogError) -> String {
        // Redacted here, once the held change has been read: `redact` is the app's code.
        let tree = change.checkpoint.map { $0.mappingRoutes(redact).loggedTree }
        return try NavigationLog<Route, Tab>.line(
            steps: change.steps.map { $0.redacted(by: redact) }, tree: tree, schemaVersion: schemaVersion,
            encoder: encoder)
    }
}
