#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension Navigator {
    /// Marks the UI attached and applies the deep link that waited for it, once.
    ///
    /// The SwiftUI root views call it when they appear; an app that draws the navigator
    /// some other way calls it when its first screen is on screen. Calling it again does
    /// nothing.
    @inlinable
    public func attachUI() {
        guard let link = attachInbox() else { return }
        openTarget(link.target, from: link.url)
    }

    /// Marks the inbox attached and takes the link that waited for the UI, once.
    ///
    /// Out of line: the inbox is not visible to inlinable code; ``attachUI()`` is inlinable
    /// so that the link opens specialized for the app's routes.
    @usableFromInline
    func attachInbox() -> (target: DeepLinkTarget<Route, Tab>, url: URL?)? {
        guard let link = inbox.attach() else { return nil }
        return (link.target, link.url)
    }

    /// Opens a deep link through the normal path of every change: the rules, the guards
    /// and the events.
    ///
    /// The URL is resolved with ``deepLinks`` at once, so a bad URL fails at once, leaves
    /// the state unchanged, and is reported as ``NavigationEvent/deepLinkFailed(_:_:)``.
    /// It is read as ``DeepLinkTable/resolve(_:)-(URL)`` reads it: a URL that Foundation
    /// repaired from text the string reader refuses (`%zz`, a raw space) is refused.
    /// Before the UI attaches (a cold start), a good link is queued and applied exactly
    /// once by ``attachUI()``; a newer link replaces a queued one. While a guard holds a
    /// restoration (``RestoreReport/isHeld``, sign in first), links are queued too, and
    /// the last one applies once the restoration resumes or its redirect is abandoned. Once attached, the
    /// link's target is applied to the current state, keeping the screens it shares.
    ///
    /// ```swift
    /// navigator.deepLinks = try AppLinks.table()
    /// navigator.open(url)   // .opened, .queued, .cancelled, .redirected or .failed(error)
    /// ```
    ///
    /// - Parameter url: The link that arrived.
    /// - Returns: What happened to it; ``DeepLinkOutcome/error`` holds a failure's error.
    @inlinable
    @discardableResult public func open(_ url: URL) -> DeepLinkOutcome {
        guard let deepLinks else { return failed(url, .noMatch) }
        let link: ResolvedLink<DeepLinkTarget<Route, Tab>>
        do {
            link = try deepLinks.resolve(url)
        } catch {
            return failed(url, error)
        }
        return receive(link.value, from: url)
    }

    /// Shows a deep link's target that arrived as a value, through the path of a URL's.
    ///
    /// Notifications, share extensions, in-app links and links the app had to look up
    /// first (a profile link that needs an account search) arrive as targets, not URLs.
    /// Such a target goes where ``open(_:)`` sends a resolved URL's: queued before
    /// the UI attaches (and while a guard holds a restoration), a newer link replacing it;
    /// then shown as one change through the rules, the guards (``NavigationSource/deepLink(_:)``)
    /// and the events, ``NavigationEvent/deepLinkOpened(_:)`` last.
    ///
    /// ```swift
    /// // A notification for a message in a room:
    /// navigator.open(.tab(.rooms, path: [.room(id)]))
    /// // A profile link, once the account it names is found:
    /// navigator.open(.pushOnTop([.profile(account)]), url: link)
    /// ```
    ///
    /// - Parameters:
    ///   - target: What to show.
    ///   - url: The link the target stands for, when it came from one, for the events and
    ///     the guards' ``NavigationSource``; `nil` for none.
    /// - Returns: What happened to it; a target the state refuses is
    ///   ``DeepLinkOutcome/failed(_:)`` with ``DeepLinkError/navigationRefused(_:)``.
    @inlinable
    @discardableResult public func open(_ target: DeepLinkTarget<Route, Tab>, url: URL? = nil) -> DeepLinkOutcome {
        receive(target, from: url)
    }

    /// Takes a resolved link: queued before the UI attaches, applied after.
    @inlinable
    @discardableResult func receive(_ target: DeepLinkTarget<Route, Tab>, from url: URL?) -> DeepLinkOutcome {
        guard !queues(target, from: url) else { return .queued }
        return openTarget(target, from: url)
    }

    /// Hands a resolved link to the inbox, which queues it before the UI attaches (and
    /// while a restoration is held); whether it did, with the queueing reported.
    ///
    /// Out of line: the inbox is not visible to inlinable code.
    @usableFromInline
    func queues(_ target: DeepLinkTarget<Route, Tab>, from url: URL?) -> Bool {
        switch inbox.receive(url, target: target) {
        case .apply:
            return false
        case .queue(let replaced):
            if let replaced { emit([.deepLinkReplaced(replaced.url, by: url)]) }
            emit([.deepLinkQueued(url)])
            return true
        }
    }

    /// Applies a link's target to the current state as one action, through the guards.
    ///
    /// The target is shown step by step on the state of this moment, each step recording
    /// what it changed, so the guards and the events see what the link does; a resumed
    /// link is applied to the state of the moment it resumes.
    @inlinable
    @discardableResult func openTarget(
        _ target: DeepLinkTarget<Route, Tab>,
        from url: URL?,
        chain: RedirectChain<Route, Tab> = RedirectChain()
    ) -> DeepLinkOutcome {
        let outcome = propose(
            .navigate(to: target), source: .deepLink(url), chain: chain, resuming: .deepLink(target, url: url))
        switch outcome {
        case .applied:
            emit([.deepLinkOpened(url)])
            return .opened
        case .redirected:
            return .redirected
        case .refused(let error):
            return failed(url, .navigationRefused(error))
        case .cancelled:
            return .cancelled
        }
    }

    @usableFromInline
    func failed(_ url: URL?, _ error: DeepLinkError) -> DeepLinkOutcome {
        emit([.deepLinkFailed(url, error)])
        return .failed(error)
    }
}
