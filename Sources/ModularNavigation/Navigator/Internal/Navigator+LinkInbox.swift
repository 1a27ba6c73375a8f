#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

extension Navigator {
    /// Whether a UI draws the navigator; deep links that arrive before are queued.
    ///
    /// `NavigationRootView` and `NavigationTabView` call ``attachUI()`` when they appear.
    /// Not observed: it changes once, before anything reads it for drawing.
    @usableFromInline package var isAttached: Bool { inbox.isAttached }

    /// The deep link waiting for the UI to attach, if any; `nil` too for a target queued
    /// without a URL.
    package var pendingDeepLink: URL? { inbox.pending?.url }

    /// Takes back the deep link waiting for a UI that will never attach (its window
    /// closes), so that its owner can send it elsewhere.
    package func withdrawQueuedLink() -> (url: URL?, target: DeepLinkTarget<Route, Tab>)? {
        inbox.withdraw().map { ($0.url, $0.target) }
    }
}
