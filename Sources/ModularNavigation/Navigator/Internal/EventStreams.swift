/// The open streams of a navigator's events, finished when the navigator goes away.
///
/// A class of its own so that its `deinit` runs when the navigator's does: a
/// `@MainActor` navigator cannot touch its state from its own nonisolated `deinit`, and
/// a consumer's `for await` loop must end rather than wait forever for events that can
/// no longer come. Finishing a continuation is safe from any thread.
@usableFromInline
final class EventStreams<Event: Sendable> {
    /// The open streams, by token.
    ///
    /// Unchecked for exclusivity at run time (`@exclusivity(unchecked)`): every change asks
    /// ``isEmpty``, and the check was a call into the runtime on each. No access overlaps
    /// another: each method lets go of the field before it calls out (a continuation's
    /// `yield` iterates a copy), and the class is only used on the main actor.
    @exclusivity(unchecked) @usableFromInline var continuations: [Int: AsyncStream<Event>.Continuation] = [:]

    @usableFromInline
    init() {}

    func add(_ continuation: AsyncStream<Event>.Continuation, id: Int) {
        continuations[id] = continuation
    }

    func remove(id: Int) {
        continuations[id] = nil
    }

    @inlinable
    var isEmpty: Bool { continuations.isEmpty }

    @inlinable
    func yield(_ event: Event) {
        for continuation in continuations.values { continuation.yield(event) }
    }

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }
}
