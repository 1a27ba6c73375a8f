public import Observation

/// The single owner of an app's navigation state.
///
/// A navigator holds a ``NavigationState``, applies changes to it through the rules in
/// ``NavigationState/perform(_:policy:)``, reports every change as a
/// ``NavigationEvent``, and hands each screen a ``NavigationClient`` bound to it.
///
/// Observation is granular: a view that reads one stack through ``stack(at:)`` is
/// notified only when that stack (or the presentation directly over it) changes, not
/// when a push happens in another tab or inside a sheet.
///
/// ```swift
/// let navigator = Navigator(root: AppRoute.home)
/// navigator.push(.detail(id: 7))
/// navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium])))
/// navigator.dismiss()
/// ```
///
/// Input from outside the app goes through the same path: ``open(_:)`` applies deep
/// links from ``deepLinks`` (queued until ``attachUI()`` on a cold start),
/// ``restore(from:schemaVersion:fallback:migration:)`` brings back a saved state, and
/// guards added with ``addGuard(_:)`` see every proposed change.
///
/// The type conforms to `Observable` by hand rather than through the `@Observable`
/// macro: the macro observes stored properties, and the state is one stored value that
/// must be observed stack by stack.
@MainActor
public final class Navigator<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Observable {
    /// Rules the app chose, such as pop-to-root on tab re-selection.
    public var policy: NavigationPolicy

    /// The state without observing it, for the adapter's own bookkeeping; views read
    /// ``state`` or ``stack(at:)`` so that SwiftUI tracks what they draw.
    package private(set) var current: NavigationState<Route, Tab>
    let registrar = ObservationRegistrar()
    var eventObservers: [(id: Int, observe: @MainActor (NavigationEvent<Route, Tab>) -> Void)] = []
    var undeliveredEvents: [NavigationEvent<Route, Tab>] = []
    var isDeliveringEvents = false
    var eventStreams: [Int: AsyncStream<NavigationEvent<Route, Tab>>.Continuation] = [:]
    var nextObserverID = 0
    var screenObjects = ScreenObjectStore()
    private var observationKeys: [ObservedPart: KeyPath<Navigator, Int>] = [:]
    let pendingResults = PendingResults()
    var guards: [(id: Int, decide: @MainActor (NavigationProposal<Route, Tab>) -> NavigationDecision<Route, Tab>)] = []
    var nextGuardID = 0
    var inbox = DeepLinkInbox<DeepLinkTarget<Route, Tab>>()
    /// The transition drivers drawing this navigator, so that a second one is reported.
    package var drivers: [WeakDriverReference] = []

    /// The app's deep-link table, which ``open(_:)`` resolves URLs with.
    ///
    /// Module tables are mounted into it under their prefixes; without a table, every
    /// URL fails with ``DeepLinkError/noMatch``.
    public var deepLinks: DeepLinkTable<DeepLinkTarget<Route, Tab>>?

    /// Creates a navigator that owns a state.
    ///
    /// - Parameters:
    ///   - state: The state to start from.
    ///   - policy: Rules the app chose.
    public init(_ state: NavigationState<Route, Tab>, policy: NavigationPolicy = NavigationPolicy()) {
        self.current = state
        self.policy = policy
    }

    /// The whole state.
    ///
    /// Reading it observes every change; views should read ``stack(at:)`` instead.
    public var state: NavigationState<Route, Tab> {
        registrar.access(self, keyPath: observationKey(.whole))
        return current
    }

    // MARK: - Changing the state

    /// Applies an action, or reports why it cannot apply.
    ///
    /// Every method that changes the state goes through here, as do clients, deep links
    /// and restoration (with their own ``NavigationSource``). A refused action changes
    /// nothing and is reported as ``NavigationEvent/refused(_:_:)``; an action from a screen
    /// that is gone is reported as ``NavigationEvent/staleCall(_:screen:)``. An action the
    /// rules accept is then put to the guards (``addGuard(_:)``), which may cancel or
    /// redirect it.
    ///
    /// - Returns: Whether the action applied; `false` when refused, cancelled or redirected.
    @discardableResult
    public func perform(_ action: NavigationAction<Route, Tab>) -> Bool {
        propose(action, source: .app) == .applied
    }

    /// How a proposed change ended.
    enum ProposalOutcome: Equatable {
        case applied, refused, cancelled, redirected
    }

    /// The one path of every change, whoever asks: the rules decide whether it can
    /// apply, then the guards whether it may, then it is committed.
    ///
    /// - Parameters:
    ///   - action: The change.
    ///   - source: Who asks for it, for the guards and the events.
    ///   - chain: The redirects already followed for this change.
    ///   - retry: How to propose the change again when a redirect resumes it; the same
    ///     action from the same source when `nil`.
    @discardableResult
    func propose(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab> = RedirectChain(),
        retry: (@MainActor (RedirectChain<Route, Tab>) -> ProposalOutcome)? = nil
    ) -> ProposalOutcome {
        let proposal: NavigationProposal<Route, Tab>
        let events: [NavigationEvent<Route, Tab>]
        do {
            (proposal, events) = try current.proposal(for: action, source: source, policy: policy)
        } catch .screenGone(let screen) {
            emit([.staleCall(action, screen: screen)])
            return .refused
        } catch {
            emit([.refused(action, error)])
            return .refused
        }
        let decision = decide(proposal)
        // A guard that changed the navigator itself made the proposal stale; committing it
        // would undo that change and could hand out an identity twice.
        if !guards.isEmpty, current != proposal.current {
            emit([.guardCancelled(action, source: source)])
            return .cancelled
        }
        switch decision {
        case .allow:
            commit(proposal.proposed, events: events)
            return .applied
        case .cancel:
            emit([.guardCancelled(action, source: source)])
            return .cancelled
        case .redirect(let redirect):
            let again =
                retry ?? { [weak self] chain in
                    self?.propose(action, source: source, chain: chain) ?? .refused
                }
            return follow(redirect, instead: proposal, chain: chain, retry: again)
        }
    }

    /// Pushes a screen on the visible stack.
    public func push(_ route: Route) {
        perform(.push(route))
    }

    /// Pops screens from the visible stack; refused when it has fewer than `count`.
    public func pop(count: Int = 1) {
        perform(.pop(count: count))
    }

    /// Makes a screen the visible top again: dismisses what covers its stack and pops
    /// what is pushed above it.
    public func pop(to screen: EntryID) {
        perform(.popTo(screen))
    }

    /// Pops the visible stack back to its root.
    public func popToRoot() {
        perform(.popToRoot)
    }

    /// Presents a new stack over the visible one.
    ///
    /// - Parameters:
    ///   - route: The root screen of the presented stack.
    ///   - style: A sheet with options, or a full-screen cover.
    public func present(_ route: Route, style: PresentationStyle) {
        perform(.present(route, style))
    }

    /// Dismisses the topmost presentation.
    ///
    /// Unlike a screen's ``NavigationClient/dismiss()``, which removes that screen
    /// (popping it if it was pushed), this only ever closes the top sheet or cover, and
    /// is refused when nothing is presented.
    public func dismiss() {
        perform(.dismiss)
    }

    /// Dismisses every presentation.
    public func dismissAll() {
        perform(.dismissAll)
    }

    /// Replaces the screens of a stack, keeping the screens whose routes stay.
    ///
    /// - Parameters:
    ///   - location: The stack to change; the visible one when `nil`.
    ///   - root: A new root route, or `nil` to keep the root.
    ///   - path: The routes to push on the root, bottom first.
    public func replaceStack(at location: StackLocation<Tab>? = nil, root: Route? = nil, path: [Route]) {
        perform(.replaceStack(at: location, root: root, path: path))
    }

    /// Selects a tab.
    ///
    /// Selecting another tab dismisses what is presented first; selecting the selected
    /// tab again pops it to its root unless the policy says not to.
    public func select(_ tab: Tab) {
        perform(.selectTab(tab))
    }

    /// Replaces the whole state with a target, keeping the screens (and their stored
    /// objects) that the target shares with the current state.
    public func apply(_ target: NavigationState<Route, Tab>) {
        perform(.replaceState(target))
    }

    // MARK: - Reading

    /// The stack at a location, observed on its own: the caller is notified when this
    /// stack or the presentation directly over it changes, and not otherwise.
    public func stack(at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        registrar.access(self, keyPath: observationKey(.stack(location)))
        return current.stack(at: location)
    }

    /// What is presented directly over the stack at a location, observed with that stack.
    public func presentation(over location: StackLocation<Tab>) -> PresentationSummary? {
        registrar.access(self, keyPath: observationKey(.stack(location)))
        return current.presentationSummary(over: location)
    }

    /// The selected tab, or `nil` without tabs; observed on its own.
    public var selectedTab: Tab? {
        registrar.access(self, keyPath: observationKey(.tabSelection))
        return current.selectedTab
    }

    /// The stack the user sees.
    public var topStack: NavigationStackState<Route> { state.topStack }

    /// Whether the visible stack has a screen to pop.
    public var canPop: Bool { state.canPop }

    /// The number of pushed screens on the visible stack.
    public var depth: Int { state.depth }

    // MARK: - Committing

    /// Installs a new state: notifies exactly the observers of what changed, releases
    /// what belonged to screens that left, and reports the events.
    private func commit(_ next: NavigationState<Route, Tab>, events: [NavigationEvent<Route, Tab>]) {
        let difference = next.difference(from: current)
        guard !difference.isEmpty || next != current else {
            emit(events)
            return
        }
        var parts: [ObservedPart] = [.whole]
        parts += difference.changedLocations.map { .stack($0) }
        if difference.tabsChanged { parts.append(.tabSelection) }
        let keys = parts.map(observationKey)
        for key in keys { registrar.willSet(self, keyPath: key) }
        current = next
        for key in keys { registrar.didSet(self, keyPath: key) }

        let departed = Set(difference.departedScreens)
        screenObjects.release(departed)
        let cancelled = takeResults(for: departed)
        emit(events + cancelled.map { .resultCancelled($0.screen) })
        // Resumed after the events, so that a waiter that acts (a redirect) acts last.
        for (_, waiter) in cancelled { waiter.resume(.cancelled) }
    }

    /// The key path that stands for a part, made once: forming a key path with a
    /// subscript argument costs far more than looking one up.
    private func observationKey(_ part: ObservedPart) -> KeyPath<Navigator, Int> {
        if let key = observationKeys[part] { return key }
        let key = \Navigator.[observing: part]
        observationKeys[part] = key
        return key
    }

    /// The parts of the state that are observed apart from each other.
    private enum ObservedPart: Hashable {
        case whole
        case stack(StackLocation<Tab>)
        case tabSelection
    }

    /// One observation key per part.
    ///
    /// Key paths with different subscript arguments are different keys to the
    /// registrar, which is what makes observation granular.
    private nonisolated subscript(observing part: ObservedPart) -> Int { 0 }
}

extension Navigator where Tab == Never {
    /// Creates a navigator for an app without tabs.
    ///
    /// - Parameters:
    ///   - root: The route of the root screen.
    ///   - policy: Rules the app chose.
    public convenience init(root: Route, policy: NavigationPolicy = NavigationPolicy()) {
        self.init(NavigationState(root: root), policy: policy)
    }
}
