// `NSLock`, for what a recorder's deinit reads.
import Foundation
public import ModularNavigation

#if canImport(Testing)
    import Testing
#endif

/// Collects a navigator's events for assertions in tests.
///
/// ```swift
/// let events = NavigationEventRecorder(navigator)
/// navigator.push(.detail(id: 7))
/// #expect(events.events.count == 1)
/// ```
///
/// An exhaustive recorder, as TCA's `TestStore` is, fails the test at its end for every
/// event the test did not assert with ``expectEvents(_:fileID:filePath:line:column:)`` or
/// wave through with ``skipEvents()``, so a change nobody expected (a screen that also
/// popped, a tab that also switched) cannot pass unseen:
///
/// ```swift
/// let events = NavigationEventRecorder(navigator, exhaustive: true)
/// navigator.push(.detail(id: 7))
/// events.expectEvents(["pushed #1 detail(id: 7) onto main", "screen shown #1 detail(id: 7) at main"])
/// ```
@MainActor
public final class NavigationEventRecorder<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// Every event since the recorder was created or reset, oldest first.
    public private(set) var events: [NavigationEvent<Route, Tab>] = []
    /// Whether the test must assert every event before the recorder goes.
    public let isExhaustive: Bool
    /// How many of ``events`` the test asserted or skipped.
    private var asserted = 0 {
        didSet { ledger.unasserted = isExhaustive ? events[asserted...].map(\.description) : [] }
    }
    private let ledger = Ledger()
    private let report: @Sendable (String) -> Void

    /// Starts recording a navigator's events.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to listen to.
    ///   - exhaustive: Whether every event must be asserted or skipped before the
    ///     recorder goes at the end of the test; the failure names the events left and
    ///     points at the line that made the recorder.
    ///   - fileID: The caller's file, where a failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    public init(
        _ navigator: Navigator<Route, Tab>, exhaustive: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        isExhaustive = exhaustive
        report = { message in
            #if canImport(Testing)
                let place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                Issue.record(Comment(rawValue: message), sourceLocation: place)
            #endif
        }
        navigator.addEventObserver { [weak self] event in
            guard let self else { return }
            events.append(event)
            if isExhaustive { ledger.unasserted.append(event.description) }
        }
    }

    deinit {
        // The check runs synchronously, while the test that made the recorder is still the
        // current one (an isolated deinit would run later, outside any test), so it reads
        // only what a nonisolated deinit may: the ledger.
        let left = ledger.unasserted
        guard isExhaustive, !left.isEmpty else { return }
        report(
            "\(left.count) navigation event(s) the test did not assert:\n"
                + left.map { "  \($0)" }.joined(separator: "\n"))
    }

    /// The events since the last assertion or skip, oldest first.
    public var unassertedEvents: ArraySlice<NavigationEvent<Route, Tab>> { events[asserted...] }

    /// Expects that the events since the last assertion print as `expected`, in order,
    /// and marks them asserted.
    ///
    /// - Parameters:
    ///   - expected: Each event's `description`, as the tree and the tests print them.
    ///   - fileID: The caller's file, where a failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    public func expectEvents(
        _ expected: [String],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let seen = unassertedEvents.map(\.description)
        asserted = events.count
        guard seen != expected else { return }
        #if canImport(Testing)
            let place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            Issue.record(
                Comment(
                    rawValue:
                        "Expected the events\n\(Self.lines(expected))\nbut the navigator reported\n\(Self.lines(seen))"),
                sourceLocation: place)
        #endif
    }

    /// Marks the events since the last assertion as seen, without checking them.
    public func skipEvents() {
        asserted = events.count
    }

    /// Forgets the events recorded so far, as seen.
    public func reset() {
        events.removeAll()
        asserted = 0
    }

    private static func lines(_ descriptions: [String]) -> String {
        descriptions.isEmpty ? "  (none)" : descriptions.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// The descriptions of the events not yet asserted, where a deinit may read them.
private final class Ledger: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []

    var unasserted: [String] {
        get { lock.withLock { descriptions } }
        set { lock.withLock { descriptions = newValue } }
    }
}
