public import Observation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The navigators of an app's open windows: one per window, each with its own state.
///
/// SwiftUI makes a scene per window on iPadOS, macOS and visionOS; each window needs its
/// own navigation, its own restoration and its own screens, while links and "open in new
/// window" need someone who knows them all. This owner is that someone, and it decides
/// in plain Swift:
/// - which window is frontmost (the UI reports ``activateWindow(_:)``);
/// - where a route opened in a new window goes (``openWindow(_:)``): a new window where
///   the platform has several, the frontmost one where it has one;
/// - which window an incoming link goes to (``open(_:)``): the frontmost by default, or
///   the one ``linkRule`` picks;
/// - how each window is saved and restored on its own, or all of them together.
///
/// ```swift
/// let windows = NavigationWindows<AppRoute, AppTab>(newWindowState: { route in
///     NavigationState(root: route)
/// })
/// let first = try windows.makeWindow(NavigationState(root: .home))
/// let window = try windows.openWindow(.detail(id: 7))  // a new window: openWindow(value: window)
/// ```
///
/// Closing a window (``closeWindow(_:)``) releases its screens' objects, and every later
/// call from its screens' clients is a stale call that changes nothing.
@MainActor
@Observable
public final class NavigationWindows<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The open windows, in the order they opened.
    public var windowIDs: [NavigationWindowID] {
        access(keyPath: \.windowIDs)
        return opened.ids
    }
    /// The window the user last made active, or `nil` when none is open.
    public var frontmostWindow: NavigationWindowID? {
        access(keyPath: \.frontmostWindow)
        return recency.first
    }

    /// Whether the platform shows several windows at once.
    ///
    /// Injected, because only the UI knows (in SwiftUI, `supportsMultipleWindows` in the
    /// environment); without several windows, ``openWindow(_:)`` pushes in the frontmost
    /// window instead of making one.
    public var supportsMultipleWindows: Bool

    /// Whether the app lets ``openWindow(_:)`` make windows where the platform can show them.
    ///
    /// The app's own choice ("windows only on the Mac"), which the scene's
    /// ``supportsMultipleWindows`` never overwrites. Without it, a route opens in the
    /// frontmost window as on a platform with one window.
    public var allowsMultipleWindows = true

    /// Whether a route opens in a window of its own: the one rule ``openWindow(_:)`` and
    /// ``NavigationMode/window(_:)`` follow, the platform's answer and the app's.
    private var opensWindows: Bool { supportsMultipleWindows && allowsMultipleWindows }

    /// The app's deep-link table, which ``open(_:)`` resolves URLs with; also given to
    /// every new window's navigator that has none.
    @ObservationIgnored public var deepLinks: DeepLinkTable<DeepLinkTarget<Route, Tab>>?

    /// The app's rule for which window a resolved link goes to, given the link's target and
    /// every open window with its state, the frontmost first (``snapshots``); the frontmost
    /// when the rule is `nil`, picks `nil`, or picks a window that is not open.
    @ObservationIgnored public var linkRule:
        (
            @MainActor (DeepLinkTarget<Route, Tab>, [(id: NavigationWindowID, state: NavigationState<Route, Tab>)]) ->
                NavigationWindowID?
        )?

    /// How the UI shows a window: a new one made by ``openWindow(_:)``, or one a link went
    /// to that is not frontmost.
    ///
    /// Injected by the UI, since only it can show a window; `NavigationWindow` sets it to
    /// SwiftUI's `openWindow(value:)`, which also brings an open window to the front.
    /// Without it, the caller shows the window ``openWindow(_:)`` returns.
    @ObservationIgnored public var showWindow: (@MainActor (NavigationWindowID) -> Void)?

    // Observed through `windowIDs` and `frontmostWindow`, told apart, so that activating a
    // window does not redraw a view that lists the windows.
    /// The open windows in the order they opened.
    @ObservationIgnored private var opened = WindowOrder()
    /// The open windows, most recently active first.
    @ObservationIgnored private(set) var recency = WindowOrder()
    @ObservationIgnored var navigators: [NavigationWindowID: Navigator<Route, Tab>] = [:]
    @ObservationIgnored var pendingLink: (url: URL?, target: DeepLinkTarget<Route, Tab>)?
    @ObservationIgnored @usableFromInline var listeners = EventListeners<NavigationWindows<Route, Tab>.Event, Never>()
    /// The observers that save each connected scene's archive.
    @ObservationIgnored var sceneSavers: [NavigationWindowID: NavigationRegistration] = [:]
    @ObservationIgnored let newWindowState: @MainActor (Route) -> NavigationState<Route, Tab>
    @ObservationIgnored let newWindowID: @MainActor () -> NavigationWindowID
    @ObservationIgnored let prepare: @MainActor (NavigationWindowID, Navigator<Route, Tab>) -> Void

    /// Creates an owner with no window open.
    ///
    /// - Parameters:
    ///   - supportsMultipleWindows: Whether the platform shows several windows at once.
    ///   - newWindowState: The state of a window opened for a route by ``openWindow(_:)``.
    ///   - newWindowID: Makes the identity of each new window; random by default.
    ///   - prepare: Sets up each new window's navigator (guards, policy) before anything
    ///     reaches it.
    public init(
        supportsMultipleWindows: Bool = true,
        newWindowState: @escaping @MainActor (Route) -> NavigationState<Route, Tab>,
        newWindowID: @escaping @MainActor () -> NavigationWindowID = { NavigationWindowID() },
        prepare: @escaping @MainActor (NavigationWindowID, Navigator<Route, Tab>) -> Void = { _, _ in }
    ) {
        self.supportsMultipleWindows = supportsMultipleWindows
        self.newWindowState = newWindowState
        self.newWindowID = newWindowID
        self.prepare = prepare
    }

    /// The navigator of an open window, or `nil` for a window that is not open.
    public func navigator(for window: NavigationWindowID) -> Navigator<Route, Tab>? {
        navigators[window]
    }

    // MARK: - Opening and closing

    /// Makes the navigator of a new window showing a state, and returns its identity.
    ///
    /// The first window becomes the frontmost; later ones wait for ``activateWindow(_:)``.
    /// A link that arrived while no window was open goes to the first window made.
    ///
    /// - Parameters:
    ///   - state: What the window shows.
    ///   - id: The window's identity; a new one when `nil`.
    /// - Throws: ``NavigationError/windowAlreadyOpen(_:)`` when `id` is open.
    @discardableResult public func makeWindow(
        _ state: NavigationState<Route, Tab>,
        id: NavigationWindowID? = nil
    ) throws(NavigationError) -> NavigationWindowID {
        let id = id ?? newWindowID()
        try insert(Navigator(state), id: id)
        deliverPendingLink()
        return id
    }

    /// Opens a route in a new window, or in the frontmost window where the platform shows
    /// one window at a time.
    ///
    /// With ``supportsMultipleWindows`` and ``allowsMultipleWindows``, a window is made with `newWindowState(route)`
    /// and shown with ``showWindow`` (SwiftUI: `openWindow(value: id)`). Without, the route is
    /// pushed in the frontmost window through its rules and guards: on an iPhone "open in
    /// new window" still shows what was asked, and never loses what the user had.
    ///
    /// The frontmost window's guards decide on every platform: a new window opens only
    /// for a push they would allow there. Otherwise the push is proposed in the frontmost
    /// window, as on a one-window platform, so their redirect (sign in first) shows there
    /// and their cancel is reported there.
    ///
    /// - Parameter route: What the window shows.
    /// - Returns: The window that shows the route: a new one with
    ///   ``supportsMultipleWindows``, which a caller without ``showWindow`` shows itself,
    ///   else the frontmost one, already on screen.
    /// - Throws: ``NavigationError/noOpenWindow`` when the platform has one window
    ///   and none is open yet; ``NavigationError/guardCancelled`` when a guard cancelled
    ///   the push; ``NavigationError/guardRedirected`` when a guard showed its redirect in
    ///   the frontmost window instead (the route is not shown); the rules' error when they
    ///   refused it.
    public func openWindow(_ route: Route) throws(NavigationError) -> NavigationWindowID {
        let frontmost = frontmostWindow.flatMap { id in navigators[id].map { (id, $0) } }
        if opensWindows, frontmost?.1.wouldApply(.push(route), source: .app) ?? true {
            return try openNewWindow(route)
        }
        guard let (window, navigator) = frontmost else { throw refuse(.noOpenWindow) }
        switch navigator.propose(.push(route), source: .app) {
        case .applied: return window
        // The route is not shown: the window shows the guard's redirect, not a push.
        case .redirected: throw refuse(.guardRedirected)
        case .refused(let error): throw refuse(error)
        case .cancelled: throw refuse(.guardCancelled)
        }
    }

    /// Makes and shows a window for a route whose opener's guards allowed it.
    private func openNewWindow(_ route: Route) throws(NavigationError) -> NavigationWindowID {
        let window = try makeWindow(newWindowState(route))
        showWindow?(window)
        return window
    }

    /// Makes a window the frontmost one; the UI calls it when a window becomes active.
    ///
    /// - Throws: ``NavigationError`` when the window is not open.
    public func activateWindow(_ window: NavigationWindowID) throws(NavigationError) {
        try requireOpen(window)
        guard recency.first != window else { return }
        withMutation(keyPath: \.frontmostWindow) { recency.moveToFront(window) }
        emit(.activated(window))
    }

    /// Closes a window: its navigator leaves the owner and releases its screens.
    ///
    /// The screens' objects go away at once and pending results end as cancelled. A deep
    /// link the window queued for its UI, which never attached, is routed again as
    /// ``open(_:)`` routes it: to the frontmost remaining window, or queued for the next. Views
    /// of the closing window that still call their clients make stale calls, reported as
    /// ``NavigationWindows/Event/navigation(_:_:)`` and changing nothing. The most recently
    /// active remaining window becomes the frontmost.
    ///
    /// - Throws: ``NavigationError/unknownWindow(_:)`` when closed already or
    ///   never opened.
    public func closeWindow(_ window: NavigationWindowID) throws(NavigationError) {
        try requireOpen(window)
        disconnectScene(window)
        let navigator = navigators.removeValue(forKey: window)
        // Nothing of the window is kept: the cost of opening, activating and closing
        // windows never grows with how many opened before.
        withMutation(keyPath: \.windowIDs) { opened.remove(window) }
        withMutation(keyPath: \.frontmostWindow) { recency.remove(window) }
        navigator?.openWindow = nil
        // A link the window held for its UI, which never came, goes elsewhere.
        let unopened = navigator?.withdrawQueuedLink()
        navigator?.retire()
        emit(.closed(window))
        if let unopened { route(unopened.target, from: unopened.url) }
    }

    // MARK: - Bookkeeping

    func insert(_ navigator: Navigator<Route, Tab>, id: NavigationWindowID) throws(NavigationError) {
        guard navigators[id] == nil else { throw refuse(.windowAlreadyOpen(id)) }
        if navigator.deepLinks == nil { navigator.deepLinks = deepLinks }
        prepare(id, navigator)
        // Weak, so that a navigator kept by a closing view does not keep the owner alive;
        // kept after the window closes, so that its stale calls are still reported.
        navigator.addEventObserver { [weak self] event in self?.emit(.navigation(id, event)) }
        // "In a window, else a sheet" is the owner's call: a window where the platform
        // shows several, else the screen's navigator presents the sheet.
        navigator.openWindow = { [weak self] route in
            guard let self, opensWindows else { return false }
            return (try? openNewWindow(route)) != nil
        }
        navigators[id] = navigator
        withMutation(keyPath: \.windowIDs) { opened.append(id) }
        withMutation(keyPath: \.frontmostWindow) { recency.append(id) }
        emit(.opened(id))
        if recency.count == 1 { emit(.activated(id)) }
    }

    func requireOpen(_ window: NavigationWindowID) throws(NavigationError) {
        guard navigators[window] == nil else { return }
        throw refuse(.unknownWindow(window))
    }

    /// Reports a refusal and hands it back for throwing.
    func refuse(_ error: NavigationError) -> NavigationError {
        emit(.refused(error))
        return error
    }
}

extension NavigationWindows {
    /// Calls a closure with every event of the owner and of every window's navigator, in
    /// order, until the observer is removed.
    ///
    /// ```swift
    /// windows.addEventObserver { event in
    ///     if case .navigation(let window, .pushed(let entry, _)) = event { log(window, entry) }
    /// }
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @MainActor (NavigationWindows<Route, Tab>.Event) -> Void)
        -> NavigationRegistration
    {
        listeners.add(observer)
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: NavigationRegistration) {
        listeners.removeObserver(id)
    }

    /// Delivers events in the order they happened, as the navigator does (see
    /// `EventDelivering`).
    func emit(_ event: NavigationWindows<Route, Tab>.Event) {
        deliver(CollectionOfOne(event))
    }
}

extension NavigationWindows: EventDelivering {}

extension NavigationWindows {
    /// Something that happened to the windows of a ``NavigationWindows``, or inside one of
    /// them, for logs and analytics.
    public enum Event: Hashable, Sendable {
        /// A window's navigator was made.
        case opened(NavigationWindowID)
        /// A window became the frontmost one.
        case activated(NavigationWindowID)
        /// A window was closed and its screens released.
        case closed(NavigationWindowID)
        /// An event of one window's navigator, with the window it happened in.
        ///
        /// Events of a closed window's navigator, such as the stale calls of its screens'
        /// clients, keep coming here while something still holds that navigator.
        // Indirect: inline, the event's layout went into this enum's value witnesses, which
        // LLVM took minutes over in the release build (issue 43).
        indirect case navigation(NavigationWindowID, NavigationEvent<Route, Tab>)
        // A link's URL is `nil` for a target a window's navigator held without one.

        /// A deep link was handed to a window; that window's own events say what it did.
        case linkRouted(URL?, to: NavigationWindowID)
        /// A deep link arrived while no window was open; the next window to open receives it.
        case linkQueued(URL?)
        /// A newer deep link took the place of a queued one.
        case linkReplaced(URL?, by: URL?)
        /// A deep link could not be resolved; no window changed.
        case linkFailed(URL, DeepLinkError)
        /// A call named a window it could not act on; nothing changed.
        case refused(NavigationError)
        /// Restoring the window list met a problem; the issue says what was skipped.
        case restoreIssue(RestoreIssue<Tab>)
    }
}
