public import Observation

extension Navigator {
    /// How many times a tab was re-tapped while it already showed its root screen with
    /// nothing presented over it: each one asks that screen to scroll to its top.
    ///
    /// A re-tap on a tab that shows a pushed screen pops to the root instead (see
    /// ``NavigationPolicy/popsToRootOnReselect``); the next re-tap scrolls. Reading the
    /// count observes it, so a view redraws when it grows; the SwiftUI module's
    /// `onScrollToTop(perform:)` does this for a screen.
    ///
    /// ```swift
    /// // The home tab is selected and at its root; the user taps it again.
    /// navigator.perform(.tapTab(.home))
    /// navigator.scrollToTopRequests(for: .home)   // 1
    /// ```
    ///
    /// Selecting a tab from code (``selectTab(_:)``), even the selected one, is not a
    /// re-tap and never asks to scroll.
    ///
    /// ```swift
    /// navigator.selectTab(.home)
    /// navigator.scrollToTopRequests(for: .home)   // still 1
    /// ```
    public func scrollToTopRequests(for tab: Tab) -> Int {
        scrollToTop.count(for: tab)
    }
}

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
