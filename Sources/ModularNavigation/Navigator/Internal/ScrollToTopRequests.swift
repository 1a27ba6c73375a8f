public import Observation

/// A counter per tab of the re-taps that found the tab at its root: the signal to scroll
/// its screen to the top.
///
/// Its own observable object, so that only views that read a tab's counter hear of it.
@MainActor
@Observable
@usableFromInline
final class ScrollToTopRequests<Tab: Hashable & Sendable> {
    private var counts: [Tab: Int] = [:]

    @usableFromInline init() {}

    /// How many requests the tab has made.
    func count(for tab: Tab) -> Int {
        counts[tab, default: 0]
    }

    /// Records one more request.
    @usableFromInline
    func request(_ tab: Tab) {
        counts[tab, default: 0] &+= 1
    }
}
