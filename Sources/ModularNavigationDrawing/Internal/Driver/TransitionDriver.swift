package import ModularNavigation
import Observation

/// Feeds a navigator's state to a UI one planned step at a time.
///
/// It holds no navigation rules: the ``TransitionQueue`` decides the steps and when
/// they end, and ``NavigationState/intent(for:drawn:policy:)`` decides what a gesture
/// means. The driver draws ``TransitionQueue/shown`` into per-location slots, forwards
/// completion signals, turns binding writes into gestures, and keeps one fallback per
/// running step in case the UI never reports its end.
///
/// It lives in the drawing module, not in the SwiftUI target, so that every decision it makes is
/// tested on Linux against the headless host of `ModularNavigationTesting`; the
/// SwiftUI views only read its slots and forward what SwiftUI tells them.
@MainActor
@Observable
package final class TransitionDriver<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The navigator being drawn.
    @ObservationIgnored package let navigator: Navigator<Route, Tab>
    /// The selected tab as drawn; observed on its own.
    package private(set) var selectedTab: Tab?
    /// The tabs in tab bar order as drawn, which the user may edit; observed on its own.
    package private(set) var tabOrder: [Tab] = []
    /// The app's split view's selections as drawn, or `nil` without one; observed on
    /// their own.
    package private(set) var appSplit: DrawnSplit<Route>?
    /// The selections of the split views tabs hold, as drawn, by tab; observed on their own.
    package private(set) var tabSplits: [Tab: DrawnSplit<Route>] = [:]
    /// The root of the stack drawn above the tabs, or `nil` while the tab bar shows;
    /// observed on its own, so a push above the tabs does not redraw the tab view.
    package private(set) var aboveTabsRoot: EntryID?

    @ObservationIgnored private(set) var queue: TransitionQueue<Route, Tab>?
    @ObservationIgnored private var slots: [StackLocation<Tab>: StackSlot<Route>] = [:]
    /// The slot of the whole layout: the layer presented over the app, drawn over the
    /// root view rather than over the base stack, so a new tab or selection under it
    /// does not dismiss it; it holds no stack.
    @ObservationIgnored package let appSlot = StackSlot<Route>(stack: nil, presentation: nil)
    /// The minimized flow as drawn, or `nil`; observed on its own, so the overlay that
    /// shows it is redrawn only when it changes.
    package private(set) var minimizedFlow: NavigationPresentation<Route>?
    /// Presented slots whose layer left, frozen so the layer slides away with its
    /// content, with the ticket of the step running when it left.
    @ObservationIgnored private var leaving: [StackLocation<Tab>: Int] = [:]
    @ObservationIgnored private let timer: any FallbackTimer
    /// How long a step may run without the UI reporting its end; generous, since it
    /// only matters when a signal is lost.
    @ObservationIgnored package let fallbackBound: Duration
    /// Called when the tab bar's action tabs change with no change of the state, for a
    /// backend that draws the tab bar itself.
    @ObservationIgnored package var tabBarChanged: @MainActor () -> Void = {}
    /// Where the driver reports what it survives but should not happen.
    @ObservationIgnored let diagnose: @MainActor (TransitionDiagnostic) -> Void
    /// Whether the UI has shown its first screen, which attaches the navigator's UI.
    @ObservationIgnored private var hasAppeared = false
    /// The tab whose re-tap the tab bar delegate hook reported, until the setter's write.
    @ObservationIgnored var reselected: Tab?
    /// The root of the layer each presentation binding last returned, by the stack it
    /// hangs over and its kind: `onDismiss` runs after the binding already reads `nil`,
    /// and must still name the layer that left.
    @ObservationIgnored var shownLayers: [ShownLayer: EntryID] = [:]
    /// The popovers and inspectors whose content disappeared under a cover while they
    /// stayed: their dismissal sends nothing more, so it ends with the layer that hid them.
    @ObservationIgnored var hiddenLayers: Set<ShownLayer> = []
    /// How many drawn views mark each zoom transition source; read when a screen is
    /// drawn, which comes after its source's tap, so not observed.
    @ObservationIgnored var transitionSources: [AnyHashableSendable: Int] = [:]

    /// A presentation binding: the stack it hangs over, and its modifier.
    struct ShownLayer: Hashable {
        /// The stack the layer hangs over; `nil` for the layer over the whole app.
        let location: StackLocation<Tab>?
        let kind: PresentationKind
    }

    /// The slot a presentation binding reads: a stack's, or the app's for `nil`.
    func layerSlot(_ location: StackLocation<Tab>?) -> StackSlot<Route> {
        location.map { slot(at: $0) } ?? appSlot
    }

    /// Makes a driver for a navigator; it reads the navigator when it first draws.
    ///
    /// SwiftUI runs a view's initializer on every parent update and keeps only the
    /// first `@State` value, and a restoration modifier may change the navigator after
    /// this initializer ran but before anything is drawn. So nothing is read or
    /// subscribed to here; ``start()`` does it on first draw.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to draw.
    ///   - timer: The fallback's alarm; a task that sleeps unless a test injects its clock.
    ///   - fallbackBound: How long a step may wait for its signal.
    ///   - diagnose: Where to report what should not happen; the SwiftUI adapter logs
    ///     it in debug builds.
    package init(
        navigator: Navigator<Route, Tab>,
        timer: any FallbackTimer = TaskFallbackTimer(),
        fallbackBound: Duration = .seconds(1),
        diagnose: @escaping @MainActor (TransitionDiagnostic) -> Void = { _ in }
    ) {
        self.navigator = navigator
        self.timer = timer
        self.fallbackBound = fallbackBound
        self.diagnose = diagnose
    }

    /// Takes the navigator's state as drawn and follows its changes; runs once.
    ///
    /// It is the navigator's drawer (`NavigatorDrawer`), told of each change before any
    /// event observer, rather than observing the whole state, so no view body depends on
    /// every change: each stack view observes only its own slot. A second driver of the
    /// same navigator is reported and takes over: the newest view draws.
    package func start() {
        guard queue == nil else { return }
        if let other = navigator.drawer, other !== self { diagnose(.navigatorDrawnTwice) }
        navigator.drawer = self
        let state = navigator.current
        queue = TransitionQueue(showing: state)
        selectedTab = state.selectedTab
        tabOrder = state.tabs?.order ?? []
        appSplit = DrawnSplit(state.split)
        tabSplits = Self.drawnTabSplits(state)
        aboveTabsRoot = state.aboveTabs?.root.id
    }

    // MARK: - Reading, from views

    /// The location of the drawn base stack: the single stack, the stack above the tabs
    /// or else the drawn tab's, or a split view's detail (its sidebar while nothing is
    /// selected), the app's or the drawn tab's.
    ///
    /// Observed through ``selectedTab``, so it follows the drawn state, which may lag
    /// the navigator's while steps run.
    package var baseLocation: StackLocation<Tab> {
        start()
        if let split = appSplit { return split.hasDetail ? .detail : .sidebar }
        if aboveTabsRoot != nil { return .aboveTabs }
        guard let tab = selectedTab else { return .main }
        return tabSplits[tab]?.hasDetail == true ? .tabDetail(tab) : .tab(tab)
    }

    /// The identity of the view that draws the base stack.
    ///
    /// Its location: given tabs, another tab's stack is a new `NavigationStack`, not the
    /// old path animating into the new one as pops and pushes. The tab's view keeps its
    /// identity under a stack above the tabs, which is a view of its own.
    package var baseStackIdentity: StackLocation<Tab> {
        if aboveTabsRoot != nil, let tab = selectedTab { return .tab(tab) }
        return baseLocation
    }

    /// The slot of a location, made from the drawn state on first request.
    package func slot(at location: StackLocation<Tab>) -> StackSlot<Route> {
        start()
        if let slot = slots[location] { return slot }
        let shown = queue?.shown ?? navigator.current
        let slot = StackSlot(
            stack: shown.stack(at: location), presentation: shown.presentedLayer(over: location))
        slot.update(dialog: location == shown.topLocation ? shown.dialog : nil)
        slots[location] = slot
        return slot
    }

    /// Whether the UI shows the navigator's state and no step runs.
    package var isSettled: Bool {
        guard let queue else { return true }
        return queue.isSettled && queue.target == navigator.current
    }

    // MARK: - Events, from the UI and the navigator

    /// The navigator's state changed.
    package func retarget(_ state: NavigationState<Route, Tab>) {
        guard state != queue?.target else { return }
        advance { $0.retarget(state) }
    }

    /// The UI reported that something appeared or a presentation left.
    ///
    /// The first appearance attaches the navigator's UI (``Navigator/attachUI()``), which
    /// applies a link that arrived at launch: by then the first screen is in a window,
    /// so a sheet the link presents cannot be presented before there is one to
    /// present from, as it could from `onAppear`.
    package func receive(_ signal: TransitionSignal) {
        advance { $0.receive(signal) }
        if !hasAppeared, case .appeared = signal {
            hasAppeared = true
            navigator.attachUI()
        }
    }

    /// The UI wrote a binding because the user acted: record what it now shows, let
    /// the core decide what the gesture means, and plan towards the result.
    package func userDidChange(_ gesture: UserGesture<Route, Tab>) {
        guard let drawn = queue?.shown else { return }
        if let dismissal = queue?.userDidChange(gesture) {
            startFallback(for: dismissal.ticket)
        }
        if let action = navigator.current.intent(for: gesture, drawn: drawn, policy: navigator.policy) {
            navigator.performAsUser(action)
        }
        advance { $0.retarget(navigator.current) }
    }

    // MARK: - Drawing

    private func advance(
        _ change: (inout TransitionQueue<Route, Tab>) -> TransitionQueue<Route, Tab>.Transition?
    ) {
        guard var queue else { return }
        let before = queue.running?.ticket
        let started = change(&queue)
        self.queue = queue
        draw(queue.shown, ended: queue.running?.ticket != before ? before : nil)
        if let started {
            startFallback(for: started.ticket)
        } else if queue.running == nil {
            timer.disarm()
        }
    }

    /// Draws a state into the slots.
    ///
    /// A layer that left stays drawable until a step that started after it left has
    /// ended: SwiftUI keeps a dismissed layer on screen while it slides away
    /// (swift-navigation #192 shows what tearing it down early looks like). Pushed
    /// screens need no such care: their routes travel in the path, which SwiftUI keeps.
    private func draw(_ state: NavigationState<Route, Tab>, ended: Int? = nil) {
        var expired: Set<StackLocation<Tab>> = []
        if let ended {
            expired = Set(leaving.filter { $0.value < ended }.keys)
        }
        let now = queue?.running?.ticket ?? 0
        // The layer over the app hangs over the whole layout, not over the base stack.
        let overApp = state.layerOverApp
        let base = state.baseLocation
        for (location, slot) in slots {
            let stack = state.stack(at: location)
            let slides = location.isPresented || location == .aboveTabs
            if stack == nil, slides, slot.stack != nil, !expired.contains(location) {
                if leaving[location] == nil { leaving[location] = now }
                continue
            }
            leaving[location] = nil
            slot.update(
                stack: stack,
                presentation: overApp != nil && location == base ? nil : state.presentedLayer(over: location))
            slot.update(dialog: location == state.topLocation ? state.dialog : nil)
        }
        appSlot.update(stack: nil, presentation: overApp)
        let minimized = state.minimized
        if minimizedFlow != minimized { minimizedFlow = minimized }
        if !hiddenLayers.isEmpty { revealUncoveredLayers() }
        if selectedTab != state.selectedTab { selectedTab = state.selectedTab }
        // Compared first, so that a tab bar is not redrawn for every change of a stack.
        let order = state.tabs?.order ?? []
        if tabOrder != order { tabOrder = order }
        let above = state.aboveTabs?.root.id
        if aboveTabsRoot != above { aboveTabsRoot = above }
        let split = DrawnSplit(state.split)
        if appSplit != split { appSplit = split }
        let splits = Self.drawnTabSplits(state)
        if tabSplits != splits { tabSplits = splits }
    }

    /// The selections of every split view a tab holds, by tab.
    private static func drawnTabSplits(_ state: NavigationState<Route, Tab>) -> [Tab: DrawnSplit<Route>] {
        var splits: [Tab: DrawnSplit<Route>] = [:]
        for item in state.tabs?.items ?? [] {
            if let split = DrawnSplit(item.split) { splits[item.tab] = split }
        }
        return splits
    }

    /// The single fallback: ends the step with this ticket if the UI never reports it.
    ///
    /// Replaced by the next step's; a late one is ignored by the queue.
    private func startFallback(for ticket: Int) {
        timer.arm(after: fallbackBound) { [weak self] in
            guard let self else { return }
            // A timeout is not a success: the screen may not show what the step drew.
            if let awaited = queue?.running?.step.awaits, queue?.running?.ticket == ticket {
                diagnose(.signalTimedOut(awaiting: awaited))
            }
            advance { $0.timeOut(ticket) }
        }
    }
}

extension TransitionDriver: NavigatorDrawer {
    package func navigatorDidCommit() {
        retarget(navigator.current)
    }

    package func navigatorTabBarChanged() {
        tabBarChanged()
    }
}

extension TransitionDriver {
    /// The driver's queue, for the debug overlay.
    ///
    /// It holds what is drawn, the step running and the steps waiting; `nil` before the
    /// driver starts.
    package var inspectedQueue: TransitionQueue<Route, Tab>? { queue }

    /// The state as the driver has drawn it so far; the navigator's before it starts.
    ///
    /// What a backend reads a screen's mode, a layer's presenter and the screens it keeps
    /// from, so that it never reads a change the driver has not drawn yet.
    package var drawnState: NavigationState<Route, Tab> { queue?.shown ?? navigator.current }
}
