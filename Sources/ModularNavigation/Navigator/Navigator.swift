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
/// navigator.dismissPresentation()
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
    /// Rules the app chose, such as pop-to-root on tab re-selection; observed on its own.
    @inlinable
    public var policy: NavigationPolicy {
        get {
            access(.policy)
            return storedPolicy
        }
        set {
            let key = observationKeys.existingKey(for: .policy)
            if let key { registrar.willSet(self, keyPath: key) }
            storedPolicy = newValue
            if let key { registrar.didSet(self, keyPath: key) }
        }
    }
    @usableFromInline var storedPolicy: NavigationPolicy

    /// The state without observing it, for the adapter's own bookkeeping; views read
    /// ``state`` or ``stack(at:)`` so that SwiftUI tracks what they draw.
    @usableFromInline package internal(set) var current: NavigationState<Route, Tab>
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline var eventObservers: [(id: Int, observe: @MainActor (NavigationEvent<Route, Tab>) -> Void)] = []
    @usableFromInline var undeliveredEvents: [NavigationEvent<Route, Tab>] = []
    @usableFromInline var isDeliveringEvents = false
    @usableFromInline let eventStreams = EventStreams<NavigationEvent<Route, Tab>>()
    var nextObserverID = 0
    @usableFromInline var screenObjects = ScreenObjectStore()
    @usableFromInline var observationKeys = ObservationKeys<Navigator, Tab>()
    @usableFromInline let pendingResults = PendingResults()
    @usableFromInline var guards:
        [(id: Int, decide: @MainActor (NavigationProposal<Route, Tab>) -> NavigationDecision<Route, Tab>)] = []
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
        self.storedPolicy = policy
    }

    /// The whole state.
    ///
    /// Reading it observes every change; views should read ``stack(at:)`` instead.
    @inlinable
    public var state: NavigationState<Route, Tab> {
        access(.whole)
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
    @inlinable
    @discardableResult
    public func perform(_ action: NavigationAction<Route, Tab>) -> Bool {
        propose(action, source: .app) == .applied
    }

    /// How a proposed change ended.
    @usableFromInline
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
    @inlinable
    @discardableResult
    func propose(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab> = RedirectChain(),
        retry: (@MainActor (RedirectChain<Route, Tab>) -> ProposalOutcome)? = nil
    ) -> ProposalOutcome {
        guard guards.isEmpty else { return proposeToGuards(action, source: source, chain: chain, retry: retry) }
        return apply(action, source: source)
    }

    /// The guarded path of ``propose(_:source:chain:retry:)``: the change is worked out
    /// on a copy, so that the guards can compare it with the current state.
    @usableFromInline
    func proposeToGuards(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab>,
        retry: (@MainActor (RedirectChain<Route, Tab>) -> ProposalOutcome)?
    ) -> ProposalOutcome {
        var change = NavigationChange<Route, Tab>()
        let proposal: NavigationProposal<Route, Tab>
        let events: [NavigationEvent<Route, Tab>]
        do {
            (proposal, events) = try current.proposal(for: action, source: source, policy: policy, recording: &change)
        } catch {
            refuse(action, error)
            return .refused
        }
        let decision = decide(proposal)
        // A guard that changed the navigator itself made the proposal stale; committing it
        // would undo that change and could hand out an identity twice.
        if current != proposal.current {
            emit([.guardCancelled(action, source: source)])
            return .cancelled
        }
        switch decision {
        case .allow:
            let old = topLocation
            current = proposal.proposed
            commit(change, events: events, topBefore: old)
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

    /// Applies an action that no guard needs to see, in place: the state's storage is
    /// not copied, so a push costs the same whatever the state holds.
    @inlinable
    func apply(_ action: NavigationAction<Route, Tab>, source: NavigationSource) -> ProposalOutcome {
        var change = NavigationChange<Route, Tab>(reportingEvents: hasEventListeners)
        let old = topLocation
        do {
            let events = try current.perform(action, policy: policy, recording: &change)
            commit(change, events: events, topBefore: old)
            return .applied
        } catch {
            // `perform` leaves the state as it was when it throws.
            refuse(action, error)
            return .refused
        }
    }

    @inlinable
    func refuse(_ action: NavigationAction<Route, Tab>, _ error: NavigationError) {
        guard hasEventListeners else { return }
        if case .screenGone(let screen) = error {
            emit([.staleCall(action, screen: screen)])
        } else {
            emit([.refused(action, error)])
        }
    }

    /// Pushes a screen on the visible stack.
    @inlinable
    public func push(_ route: Route) {
        perform(.push(route))
    }

    /// Pops screens from the visible stack; refused when it has fewer than `count`.
    @inlinable
    public func pop(count: Int = 1) {
        perform(.pop(count: count))
    }

    /// Makes a screen the visible top again: dismisses what covers its stack and pops
    /// what is pushed above it.
    @inlinable
    public func pop(to screen: EntryID) {
        perform(.popTo(screen))
    }

    /// Pops the visible stack back to its root.
    @inlinable
    public func popToRoot() {
        perform(.popToRoot)
    }

    /// Presents a new stack over the visible one.
    ///
    /// - Parameters:
    ///   - route: The root screen of the presented stack.
    ///   - style: A sheet or a popover with options, or a full-screen cover.
    @inlinable
    public func present(_ route: Route, style: PresentationStyle) {
        perform(.present(route, style))
    }

    /// Presents a new stack in a sheet over the visible one.
    ///
    /// - Parameters:
    ///   - route: The root screen of the sheet's stack.
    ///   - options: Detents, drag indicator and interactive dismissal.
    @inlinable
    public func presentSheet(_ route: Route, options: SheetOptions = SheetOptions()) {
        perform(.present(route, .sheet(options)))
    }

    /// Presents a new stack in a popover over the visible one.
    ///
    /// The popover attaches to the visible stack's view at the options' anchor; in
    /// compact width SwiftUI shows it as a sheet, while the state still says popover.
    ///
    /// - Parameters:
    ///   - route: The root screen of the popover's stack.
    ///   - options: Attachment anchor and arrow edge.
    @inlinable
    public func presentPopover(_ route: Route, options: PopoverOptions = PopoverOptions()) {
        perform(.present(route, .popover(options)))
    }

    /// Moves a sheet to another of its detents, as a user's drag would.
    ///
    /// Observers of that presentation alone are told (``presentationStyle(over:)``); refused
    /// when the presentation is not a sheet or does not offer the detent.
    ///
    /// - Parameters:
    ///   - detent: One of the sheet's detents.
    ///   - screen: A screen in the sheet; the topmost presentation when `nil`.
    @inlinable
    public func selectDetent(_ detent: SheetDetent, in screen: EntryID? = nil) {
        perform(.selectDetent(detent, in: screen))
    }

    /// Presents a new stack in a full-screen cover over the visible one.
    ///
    /// macOS has no full-screen cover, so there this is a compile error; a cover that
    /// arrives as data (a deep link, a restored state) is drawn as a sheet.
    @available(macOS, unavailable, message: "macOS has no full-screen cover; use presentSheet(_:options:)")
    @inlinable
    public func presentFullScreenCover(_ route: Route) {
        perform(.present(route, .fullScreenCover))
    }

    /// Dismisses the topmost presentation.
    ///
    /// Unlike a screen's ``NavigationClient/dismiss()``, which removes that screen
    /// (popping it if it was pushed), this only ever closes the top sheet, cover or popover, and
    /// is refused when nothing is presented.
    @inlinable
    public func dismissPresentation() {
        perform(.dismissPresentation)
    }

    /// Dismisses every presentation.
    @inlinable
    public func dismissAllPresentations() {
        perform(.dismissAllPresentations)
    }

    /// Replaces the screens of a stack, keeping the screens whose routes stay.
    ///
    /// - Parameters:
    ///   - location: The stack to change; the visible one when `nil`.
    ///   - root: A new root route, or `nil` to keep the root.
    ///   - path: The routes to push on the root, bottom first.
    @inlinable
    public func replaceStack(at location: StackLocation<Tab>? = nil, root: Route? = nil, path: [Route]) {
        perform(.replaceStack(at: location, root: root, path: path))
    }

    /// Selects a tab.
    ///
    /// Selecting another tab dismisses what is presented first; selecting the selected
    /// tab again pops it to its root unless the policy says not to.
    @inlinable
    public func selectTab(_ tab: Tab) {
        perform(.selectTab(tab))
    }

    /// Replaces the whole state with a target, keeping the screens (and their stored
    /// objects) that the target shares with the current state.
    @inlinable
    public func replaceState(_ target: NavigationState<Route, Tab>) {
        perform(.replaceState(target))
    }

    // MARK: - Reading

    /// The stack at a location, observed on its own: the caller is notified when this
    /// stack changes, and not when another stack or a presentation changes.
    @inlinable
    public func stack(at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        access(.stack(location))
        return current.stack(at: location)
    }

    /// How the stack presented directly over a location is shown, observed on its own:
    /// the caller is notified when that presentation comes, goes, or changes its options
    /// (a sheet dragged to another detent), and not when a screen is pushed inside it.
    ///
    /// ```swift
    /// let detent = navigator.presentationStyle(over: .main)?.sheetOptions?.selectedDetent
    /// ```
    @inlinable
    public func presentationStyle(over location: StackLocation<Tab>) -> PresentationStyle? {
        access(.presentation(location))
        return current.presentation(over: location)?.style
    }

    /// What is presented directly over the stack at a location, observed on its own: a
    /// push inside that presentation does not notify the caller.
    package func presentationSummary(over location: StackLocation<Tab>) -> PresentationSummary? {
        access(.presentation(location))
        return current.presentationSummary(over: location)
    }

    /// The selected tab, or `nil` without tabs; observed on its own.
    @inlinable
    public var selectedTab: Tab? {
        access(.tabSelection)
        return current.selectedTab
    }

    /// The stack the user sees; observed with ``canPop`` and ``depth``: they notify only
    /// when the visible stack or the presentation chain changes.
    @inlinable
    public var topStack: NavigationStackState<Route> {
        access(.top)
        return current.topStack
    }

    /// Whether the visible stack has a screen to pop.
    @inlinable
    public var canPop: Bool { topStack.depth > 0 }

    /// The number of pushed screens on the visible stack.
    @inlinable
    public var depth: Int { topStack.depth }

    // MARK: - Committing

    /// Where the visible stack is, unobserved.
    @inlinable
    var topLocation: StackLocation<Tab> { current.topLocation }

    /// Tells observers of exactly the parts that changed, releases what belonged to
    /// screens that left, and reports the events; the state is already installed.
    ///
    /// Observers hear of a change after it is made rather than before, which is all
    /// SwiftUI needs: it redraws later, reading the new state.
    @inlinable
    func commit(
        _ change: NavigationChange<Route, Tab>,
        events: [NavigationEvent<Route, Tab>],
        topBefore: StackLocation<Tab>
    ) {
        guard !change.isEmpty else {
            emit(events)
            return
        }
        let topChanged =
            change.tabsChanged || !change.presentationsOver.isEmpty
            || change.stacks.contains(topBefore) || change.stacks.contains(topLocation)
        notify(change, topChanged: topChanged, willSet: true)
        notify(change, topChanged: topChanged, willSet: false)

        guard !change.departed.isEmpty else {
            emit(events)
            return
        }
        screenObjects.release(change.departed)
        let cancelled = takeResults(for: change.departed)
        emit(cancelled.isEmpty ? events : events + cancelled.map { .resultCancelled($0.screen) })
        // Resumed after the events, so that a waiter that acts (a redirect) acts last.
        for (_, waiter) in cancelled { waiter.resume(.cancelled) }
    }

    @inlinable
    func notify(_ change: NavigationChange<Route, Tab>, topChanged: Bool, willSet: Bool) {
        func send(_ part: ObservedPart<Tab>) {
            guard let key = observationKeys.existingKey(for: part) else { return }
            if willSet { registrar.willSet(self, keyPath: key) } else { registrar.didSet(self, keyPath: key) }
        }
        send(.whole)
        change.stacks.each { send(.stack($0)) }
        change.presentationsOver.each { send(.presentation($0)) }
        change.restyled.each { send(.presentation($0)) }
        if change.tabsChanged { send(.tabSelection) }
        if topChanged { send(.top) }
    }

    /// Reads a part of the state, so that the caller is told when that part changes.
    @inlinable
    func access(_ part: ObservedPart<Tab>) {
        registrar.access(self, keyPath: observationKey(part))
    }

    /// The key path that stands for a part, made once: forming a key path with a
    /// subscript argument costs far more than looking one up.
    @inlinable
    func observationKey(_ part: ObservedPart<Tab>) -> KeyPath<Navigator, Int> {
        observationKeys.key(for: part) { \Navigator.[observing: $0] }
    }

    /// One observation key per part, told apart by the part's number.
    ///
    /// Key paths with different subscript arguments are different keys to the
    /// registrar, which is what makes observation granular.
    @usableFromInline
    nonisolated subscript(observing part: Int) -> Int { 0 }
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
