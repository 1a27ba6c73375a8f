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
/// events of one change (a tab selection that dismisses a sheet) become one line.
@MainActor
public final class NavigationLogWriter<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
    /// The route schema version the lines carry.
    public let schemaVersion: Int
    /// The state recording started from, redacted.
    public let start: NavigationState<Route, Tab>
    /// Changes that could not be encoded and so were not written.
    public private(set) var droppedChanges = 0
    private let redact: @MainActor (Route) -> Route
    private let write: @MainActor (String) -> Void
    private var pending: NavigationLog<Route, Tab>.Change?
    private var lastState: NavigationState<Route, Tab>
    private weak var navigator: Navigator<Route, Tab>?
    private var observer: EventObserverID?

    /// Starts recording a navigator, writing the header line at once.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to record.
    ///   - schemaVersion: The app's route schema version, as for saved states.
    ///   - redact: Replaces a route with what may be stored; the identity by default.
    ///   - write: Receives each line, ending in `\n`.
    /// - Throws: ``NavigationLogError/notEncodable(_:)`` when the start state does not encode.
    public init(
        _ navigator: Navigator<Route, Tab>,
        schemaVersion: Int,
        redact: @escaping @MainActor (Route) -> Route = { $0 },
        write: @escaping @MainActor (String) -> Void
    ) throws(NavigationLogError) {
        self.redact = redact
        self.write = write
        self.navigator = navigator
        lastState = navigator.current
        self.schemaVersion = schemaVersion
        start = navigator.current.redacted(by: redact)
        // Only the change not yet written is kept: a long session costs no memory.
        write(try NavigationLog(schemaVersion: schemaVersion, start: start).jsonLines())
        observer = navigator.addEventObserver { [weak self] event in self?.record(event) }
    }

    /// Writes the change not yet written.
    public func flush() {
        guard let change = pending else { return }
        pending = nil
        do {
            let text = try NavigationLog(schemaVersion: schemaVersion, start: start, changes: [change]).jsonLines()
            // The header line was written at the start; only the change's line goes out.
            write(String(text.drop { $0 != "\n" }.dropFirst()))
        } catch {
            droppedChanges += 1
        }
    }

    /// Stops recording, writing the change not yet written.
    public func stop() {
        flush()
        if let observer { navigator?.removeEventObserver(observer) }
        observer = nil
    }

    private func record(_ event: NavigationEvent<Route, Tab>) {
        guard let navigator else { return }
        let state = navigator.current
        let changed = state.withoutDialog != lastState.withoutDialog
        lastState = state
        var step = NavigationLog.Step(event, in: state)
        if changed {
            flush()
            // A change no step describes still replays: as the state it left.
            step = step ?? .replace(state)
        }
        guard let step = step?.redacted(by: redact) else { return }
        if changed || pending == nil {
            pending = NavigationLog.Change(steps: [step], tree: state.redacted(by: redact).loggedTree)
        } else {
            pending?.steps.append(step)
        }
    }
}
