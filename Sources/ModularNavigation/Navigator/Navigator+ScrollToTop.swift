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
/// Observed by hand rather than through `@Observable`: in a generic class the macro's key
/// path literal is built anew at every access, and a re-tap cost more than a whole push.
@MainActor
@usableFromInline
final class ScrollToTopRequests<Tab: Hashable & Sendable>: Observable {
    private var counts: [Tab: Int] = [:]
    private let registrar = ObservationRegistrar()
    private let countsKey: KeyPath<ScrollToTopRequests, [Tab: Int]> = \.counts

    @usableFromInline init() {}

    /// How many requests the tab has made.
    func count(for tab: Tab) -> Int {
        registrar.access(self, keyPath: countsKey)
        return counts[tab, default: 0]
    }

    /// Records one more request.
    @usableFromInline
    func request(_ tab: Tab) {
        registrar.withMutation(of: self, keyPath: countsKey) { counts[tab, default: 0] &+= 1 }
    }
}
