// `NSLock`, for the time `Clock` lets any thread read.
import Foundation
import ModularNavigation
import ModularNavigationDrawing

/// A clock whose time moves only when the test advances it, for app code that sleeps
/// between navigation steps (a splash that shows for two seconds, a toast that closes
/// itself, a retry after a delay).
///
/// Give it to the code under test where the app gives a `ContinuousClock`. Work started
/// with `navigator.start { … }` that sleeps on it counts
/// as settled, as work waiting for a flow's result does; ``advance(by:)`` wakes every
/// sleeper that is due, in the order of their deadlines:
///
/// ```swift
/// let clock = NavigationTestClock()
/// let splash = await navigator.start {
///     try? await clock.sleep(for: .seconds(2))
///     navigator.push(.list)
/// }
/// #expect(!splash.isFinished)
/// await clock.advance(by: .seconds(2))
/// await splash.value
/// #expect(navigator.topStack.top.route == .list)
/// ```
///
/// A sleeper that is cancelled wakes at once and throws `CancellationError`, as
/// `Task.sleep` does.
public final class NavigationTestClock: Clock, Sendable {
    /// A point on the test clock's time line: how long after its start.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// How long after the clock's start this instant is.
        public let offset: Duration

        /// An instant a given time after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    /// The time now, moved only by ``advance(by:)``; read from any thread, as `Clock` asks.
    public var now: Instant { time.withLock { $0 } }
    public var minimumResolution: Duration { .zero }
    private let time = LockedInstant()
    @MainActor private var sleepers: [Sleeper] = []
    @MainActor private var nextID = 0

    /// A clock at its start, with no one sleeping on it.
    public init() {}

    /// How many sleepers wait for a deadline still to come.
    @MainActor public var sleeperCount: Int { sleepers.count }

    /// Moves the time forward and wakes every sleeper whose deadline it reaches, earliest
    /// first, letting each run before the next wakes.
    ///
    /// A negative duration moves nothing: the clock never runs backwards.
    @MainActor
    public func advance(by duration: Duration) async {
        let end = now.advanced(by: max(.zero, duration))
        while let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
            sleepers[index].deadline <= end
        {
            let sleeper = sleepers.remove(at: index)
            time.withLock { $0 = max($0, sleeper.deadline) }
            sleeper.wake.resume()
            // The woken work runs on the main actor; let it, so that what it does before its
            // next sleep happens before a later deadline wakes anyone else.
            await Task.yield()
        }
        time.withLock { $0 = end }
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleepOnMain(until: deadline)
    }

    @MainActor
    private func sleepOnMain(until deadline: Instant) async throws {
        try Task.checkCancellation()
        guard deadline > now else { return }
        nextID += 1
        let id = nextID
        let watch = ResultWatch.current
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleepers.append(Sleeper(id: id, deadline: deadline, wake: continuation))
                // Work the testing helpers run counts as settled while it sleeps here.
                watch?.started { [weak self] in self?.sleepers.contains { $0.id == id } ?? false }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancel(id) }
        }
    }

    @MainActor
    private func cancel(_ id: Int) {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
        sleepers.remove(at: index).wake.resume(throwing: CancellationError())
    }
}

/// The test clock's time, guarded for the readers `Clock` allows on any thread.
private final class LockedInstant: @unchecked Sendable {
    private let lock = NSLock()
    private var instant = NavigationTestClock.Instant(offset: .zero)

    func withLock<T>(_ body: (inout NavigationTestClock.Instant) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&instant)
    }
}
