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
            return core.policy
        }
        set {
            let key = observationKeys.existingKey(for: .policy)
            if let key { registrar.willSet(self, key: key) }
            core.policy = newValue
            if let key { registrar.didSet(self, key: key) }
        }
    }

    /// The state, the policy, the guards and the listeners, in one stored value.
    ///
    /// Unchecked for exclusivity at run time (`@exclusivity(unchecked)`): its four or five
    /// checks were a tenth of a push. No access overlaps another: each is the navigator's
    /// own code and lets go before app code runs (ARCHITECTURE.md, "Inlining").
    @exclusivity(unchecked) @usableFromInline var core: NavigatorCore<Route, Tab>
    /// The record of the change being applied, kept and cleared rather than made and
    /// destroyed for each change (``apply(_:source:chain:resuming:)``).
    @exclusivity(unchecked) @usableFromInline var record = ChangeRecord<Route, Tab>()

    /// The state without observing it, for the adapter's own bookkeeping; views read
    /// ``state`` or ``stack(at:)`` so that SwiftUI tracks what they draw.
    @inlinable package internal(set) var current: NavigationState<Route, Tab> {
        get { core.state }
        _modify { yield &core.state }
    }
    @usableFromInline let registrar = ObservationRegistrar()
    @inlinable var listeners: EventListeners<NavigationEvent<Route, Tab>, NavigationCommit<Route, Tab>> {
        get { core.listeners }
        _modify { yield &core.listeners }
    }
    /// What every client this navigator hands out does (``client(for:)``).
    @usableFromInline let clientHandlers: ClientHandlers<Route>
    /// How those handlers reach the navigator, filled in when the first client is made.
    @usableFromInline let clientReference: NavigatorReference<Route, Tab>
    /// Who hears of every screen a change removes (``addRemovalObserver(_:)``).
    ///
    /// Unchecked for exclusivity, as ``core`` is: the observers run on a copy.
    @exclusivity(unchecked) @usableFromInline
    var removalObservers: [(id: Int, observe: @MainActor ([NavigationEntry<Route>]) -> Void)] = []
    @usableFromInline let observationKeys = ObservationKeys<Navigator, Tab>()
    /// Everyone awaiting a flow's value or a dialog's answer, by what they wait on.
    @usableFromInline let waits = PendingWaits()
    @inlinable var guards: GuardList<Route, Tab> {
        get { core.guards }
        _modify { yield &core.guards }
    }
    var inbox = DeepLinkInbox<DeepLinkTarget<Route, Tab>>()
    /// Whether a client was ever made: until then nobody can act on an identity, and a
    /// restore keeps every saved one.
    ///
    /// The first client fills in the reference the clients reach the navigator by.
    @inlinable var hasHandedOutIdentities: Bool { clientReference.navigator != nil }
    /// Whether anyone may know an identity of the state.
    ///
    /// A client was made, or a change was committed (its events, and the state after it,
    /// name identities). Until then the
    /// state is the one the navigator was made with, which a cold restore may replace whole,
    /// identities included; from then on an adopted state never brings back an identity
    /// that left, nor gives a known one to another screen (``EntryID``).
    @inlinable var identitiesMayBeKnown: Bool { hasHandedOutIdentities || core.commits > 0 }
    /// How many times each tab asked its root screen to scroll to the top.
    @usableFromInline let scrollToTop = ScrollToTopRequests<Tab>()
    /// What draws this navigator, told of each change before any event observer.
    ///
    /// Unchecked for exclusivity, as ``core`` is: it is only loaded or assigned whole.
    @exclusivity(unchecked) @usableFromInline package weak var drawer: (any NavigatorDrawer)?

    /// Tabs of the app's tab bar that act instead of being selected, such as a compose
    /// tab that presents a sheet.
    ///
    /// An action applies only to a tab the state does not hold, so a tab the user added
    /// later is selected as usual.
    public var tabActions: [Tab: NavigationAction<Route, Tab>] = [:] {
        didSet { tabBarChanged() }
    }

    /// Where the tab bar shows each action tab: its index in ``tabBarOrder``, from 0.
    ///
    /// An action tab without a slot comes after the navigator's tabs; a slot past the end
    /// is the end. ``reorderTabs(_:)`` and ``customizeTabs(_:offered:sections:root:)`` set
    /// the slots of the action tabs they are given, so the place the user chose holds.
    public var actionTabSlots: [Tab: Int] = [:] {
        didSet { tabBarChanged() }
    }

    /// The user's tab bar customization, saved in the navigator's archive with its state:
    /// the last one applied (``customizeTabs(_:offered:sections:root:)``) or restored
    /// (``RestoreReport/tabCustomization``); `nil` while there is none.
    ///
    /// A restore takes its tabs from its fallback; with the customization in the archive,
    /// the tabs the user hid stay hidden, and only tabs the app added since come in.
    public internal(set) var savedTabCustomization: NavigationTabCustomization<Tab>? {
        didSet { tabBarChanged() }
    }

    /// Opens a route in a new window and says whether it did; set by the
    /// ``NavigationWindows`` that holds this navigator, for ``NavigationMode/window(_:)``.
    package var openWindow: (@MainActor (Route) -> Bool)?

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
    @inlinable
    public convenience init(_ state: NavigationState<Route, Tab>, policy: NavigationPolicy = NavigationPolicy()) {
        // Inlinable, so that the clients' handlers are made in the app's code, specialized
        // for its routes: a screen's client is asked for by the adapter, which runs generic.
        let reference = NavigatorReference<Route, Tab>()
        self.init(
            NavigatorCore(state: state, policy: policy), clientReference: reference,
            clientHandlers: Self.clientHandlers(reaching: reference))
    }

    @usableFromInline
    init(
        _ core: NavigatorCore<Route, Tab>, clientReference: NavigatorReference<Route, Tab>,
        clientHandlers: ClientHandlers<Route>
    ) {
        self.core = core
        self.clientReference = clientReference
        self.clientHandlers = clientHandlers
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
    @discardableResult public func perform(_ action: NavigationAction<Route, Tab>) -> Bool {
        propose(action, source: .app).isApplied
    }

    /// The one path of every change, whoever asks: the rules decide whether it can
    /// apply, then the guards whether it may, then it is committed.
    ///
    /// - Parameters:
    ///   - action: The change.
    ///   - source: Who asks for it, for the guards and the events.
    ///   - chain: The redirects already followed for this change.
    ///   - resuming: What a redirect resumes once its flow hands back a value; the same
    ///     action from the same source when `nil`.
    @inlinable
    @discardableResult func propose(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab> = RedirectChain(),
        resuming: ResumableChange<Route, Tab>? = nil
    ) -> ProposalOutcome {
        // Whoever adopts a state (a restore, or the app's own `perform`), a client handed
        // out before keeps acting on no screen of it. The action's case is read first: the
        // flag is a class's stored property, checked for exclusivity at every read.
        if case .adopt(let state) = action, identitiesMayBeKnown {
            let adopted = current.keepingHandedOutIdentities(state).state
            return apply(.adopt(adopted), source: source, chain: chain, resuming: resuming)
        }
        return apply(action, source: source, chain: chain, resuming: resuming)
    }

    // MARK: - Committing

    /// Where the visible stack is, unobserved.
    @inlinable
    var topLocation: StackLocation<Tab> { core.read { $0.topLocation } }

    /// Tells observers of exactly the parts that changed, releases what belonged to
    /// screens that left, reports the events, and ends the waits on the screens and
    /// dialogs that went; the state is already installed.
    ///
    /// Observers hear of a change after it is made rather than before, which is all
    /// SwiftUI needs: it redraws later, reading the new state.
    @inlinable
    func commit(
        _ change: inout NavigationChange<Route, Tab>,
        events: [NavigationEvent<Route, Tab>]
    ) {
        drawer?.navigatorDidCommit()
        if let tab = change.reselectedAtRoot { scrollToTop.request(tab) }
        guard !change.isEmpty else {
            emit(events)
            return
        }
        notify(change, topChanged: change.touchesTop)

        guard change.hasDepartures || !change.closedDialogs.isEmpty else {
            emit(events)
            return
        }
        let leaving = change.hasDepartures ? core.screenObjects.release(departuresOf: change) : []
        // Removal observers and a screen's removal hooks run once the change is told and
        // its waits ended, so one that navigates starts a change of its own after this one.
        defer {
            if !removalObservers.isEmpty, change.hasDepartures { tellRemovals(change.allDeparted) }
            for hooks in leaving { hooks.run() }
        }
        // Emitted here, specialized, when nothing awaits: through the settling it would be
        // generic code building type metadata on every dismissal.
        guard !waits.isEmpty else {
            emit(events)
            return
        }
        settleWaits(departed: change.allDeparted, closedDialogs: change.closedDialogs, events: events)
    }

    /// Tells the observers of each changed part, in one pass: the state is already
    /// installed, so each part's `willSet` and `didSet` come together.
    @inlinable
    func notify(_ change: NavigationChange<Route, Tab>, topChanged: Bool) {
        observationKeys.forEachKey(touchedBy: change, topChanged: topChanged) { key in tellObservers(of: key) }
    }

    /// Tells the registrar that one part changed.
    ///
    /// Out of line, so that each part a change may touch costs the walk one call: inlined,
    /// the registrar's four generic calls were copied into every place the walk finds a
    /// key, and the walk outgrew the instruction cache (`--profile` with cachegrind).
    @inlinable
    @inline(never)
    func tellObservers(of key: ObservationKey<Navigator>) {
        registrar.willSet(self, key: key)
        registrar.didSet(self, key: key)
    }

    /// Reads a part of the state, so that the caller is told when that part changes.
    @inlinable
    func access(_ part: ObservedPart<Tab>) {
        registrar.access(self, key: observationKey(part))
    }

    /// The key path that stands for a part, made once: forming a key path with a
    /// subscript argument costs far more than looking one up.
    @inlinable
    func observationKey(_ part: ObservedPart<Tab>) -> ObservationKey<Navigator> {
        observationKeys.key(for: part) { number, isLayer in
            isLayer
                ? .layer(\Navigator.[observingLayer: ObservedPartNumber(number)])
                : .part(\Navigator.[observing: ObservedPartNumber(number)])
        }
    }

    /// One observation key per part, told apart by the part's number.
    ///
    /// Key paths with different subscript arguments are different keys to the
    /// registrar, which is what makes observation granular.
    @usableFromInline
    nonisolated subscript(observing part: ObservedPartNumber) -> Int { 0 }

    /// One observation key per presentation layer, of another type than the parts' keys
    /// (``ObservationKey``).
    @usableFromInline
    nonisolated subscript(observingLayer part: ObservedPartNumber) -> Bool { false }
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
