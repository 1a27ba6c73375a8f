package import ModularNavigation

/// Draws a navigator with view controllers: carries out the ``TransitionDriver``'s drawn
/// state on a ``ControllerSurface`` one UIKit call at a time, and turns UIKit's reports
/// into the driver's signals and the user's gestures.
///
/// The UIKit backend's whole logic, kept here so that it builds and is tested on Linux
/// against a stand-in surface that plays UIKit's order of callbacks. It adds no
/// navigation rule: the driver decides what is drawn and what a gesture means,
/// ``ControllerStack`` and ``ControllerLayers`` only which call draws it. Nothing is
/// asked of UIKit while it reports a callback: a change the callback causes is drawn
/// when the callback returns, and a stack that is moving takes it when it stops.
@MainActor
package final class ControllerDrawing<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The driver whose drawn state this draws.
    package let driver: TransitionDriver<Route, Tab>
    /// What the calls go to; the backend's root controller, which owns this drawing.
    package weak var surface: (any ControllerSurface<Route, Tab>)?
    /// What each navigation controller holds, by the location of its stack.
    package internal(set) var stacks: [StackLocation<Tab>: ControllerStack<Route>] = [:]
    /// What the chain of presented controllers holds.
    package internal(set) var layers = ControllerLayers()
    /// Each tab's badge count; 0 shows none.
    package var badges: [Tab: Int] = [:] {
        didSet { render() }
    }
    /// What each split view shows, side by side or collapsed: the app's for `nil`, a
    /// tab's for that tab.
    package internal(set) var splits: [Tab?: ControllerSplit<Route>] = [:]
    /// Whether the root controller has appeared: UIKit presents nothing before it is in
    /// a window, and the first appearance attaches the navigator's UI.
    package internal(set) var isOnScreen = false
    private var drawnTabBar = ControllerTabBar<Tab>()
    /// The minimized flow's overlay as last shown.
    private var shownMinimized: ControllerMinimized<Route>?
    /// The scroll-to-top requests of each tab already carried out.
    private var scrollRequests: [Tab: Int] = [:]
    private var backButtons: [StackLocation<Tab>: BackButton] = [:]
    /// How deep the drawing is inside a report from UIKit or a render; a render asked
    /// for meanwhile runs when the outermost returns.
    private var depth = 0
    private var needsRender = false

    private struct BackButton: Equatable {
        let screen: EntryID
        let allowed: Bool
    }

    /// Makes the drawing of a navigator; ``start(on:)`` draws it.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to draw.
    ///   - timer: The driver's fallback alarm; a sleeping task unless a test injects a clock.
    ///   - diagnose: Where the driver reports what should not happen.
    package init(
        navigator: Navigator<Route, Tab>,
        timer: any FallbackTimer = TaskFallbackTimer(),
        diagnose: @escaping @MainActor (TransitionDiagnostic) -> Void = { _ in }
    ) {
        let rendering = RenderingTimer(timer)
        driver = TransitionDriver(navigator: navigator, timer: rendering, diagnose: diagnose)
        rendering.fired = { [weak self] in self?.render() }
    }

    /// Starts the driver, draws its state on the surface and follows every change.
    package func start(on surface: any ControllerSurface<Route, Tab>) {
        self.surface = surface
        driver.start()
        driver.tabBarChanged = { [weak self] in self?.render() }
        let registration = ObserverBox()
        // After the driver's own observer, so each change is drawn once the driver planned it.
        registration.id = driver.navigator.addEventObserver { [weak self, weak navigator = driver.navigator] _ in
            guard let self else {
                if let id = registration.id { navigator?.removeEventObserver(id) }
                return
            }
            render()
        }
        render()
    }

    // MARK: - Drawing

    /// Draws the driver's state: each stack, the tabs, then the chain of layers, each
    /// with the one call it needs, if any.
    package func render() {
        guard depth == 0 else {
            needsRender = true
            return
        }
        handling {
            repeat {
                needsRender = false
                drawOnce()
            } while needsRender
        }
    }

    private func drawOnce() {
        guard let surface else { return }
        // A tab the user removed takes its screens along; one added again starts anew.
        for case .tab(let tab) in stacks.keys where !driver.tabOrder.contains(tab) { forgetTab(tab) }
        // The tab bar first: a tab that now holds a split view (or no more) gets new controllers.
        drawTabBar(on: surface)
        for location in baseLocations { drawStack(at: location, on: surface) }
        for tab in drawnSplits { drawSplit(in: tab, on: surface) }
        scrollToTop(on: surface)
        guard isOnScreen else { return }
        let minimized = drawnMinimized
        if minimized != shownMinimized {
            shownMinimized = minimized
            surface.showMinimized(minimized)
        }
        if layers.aboveTabs != nil { drawStack(at: .aboveTabs, on: surface) }
        for layer in layers.shown { drawStack(at: .presented(layer.level), on: surface) }
        let (wanted, dialog) = drawnLayers()
        guard let command = layers.draw(wanted, dialog: dialog, aboveTabs: driver.aboveTabsRoot) else {
            return reportShownAlready()
        }
        switch command {
        case .present(let layer):
            // The layer's controller is built with its screens before it is presented.
            stacks[.presented(layer.level)] = ControllerStack()
            drawStack(at: .presented(layer.level), on: surface)
        case .presentAboveTabs:
            stacks[.aboveTabs] = ControllerStack()
            drawStack(at: .aboveTabs, on: surface)
        case .dismiss(let leaving):
            for layer in leaving { forgetStack(at: .presented(layer.level)) }
        case .dismissAboveTabs:
            forgetStack(at: .aboveTabs)
        case .restyle, .presentDialog, .dismissDialog:
            break
        }
        surface.perform(command)
    }

    private func drawTabBar(on surface: any ControllerSurface<Route, Tab>) {
        let navigator = driver.navigator
        let order = navigator.tabBarOrder(holding: driver.tabOrder, hiding: navigator.hiddenActionTabs)
        let bar = ControllerTabBar(
            // What the drawn tabs do not hold is an action tab, as `tabBarOrder` placed it.
            order: order, actions: Set(order).subtracting(driver.tabOrder),
            selected: driver.selectedTab, badges: badges, splits: driver.tabSplits.mapValues(\.hasContentColumn))
        guard bar != drawnTabBar else { return }
        let drawn = Dictionary(drawnTabBar.items.map { ($0.tab, $0.content) }) { first, _ in first }
        for item in bar.items where drawn[item.tab].map({ $0 != item.content }) == true { forgetTab(item.tab) }
        drawnTabBar = bar
        surface.showTabBar(bar)
    }

    /// Forgets what a tab's controllers hold: the tab left, or holds another layout.
    private func forgetTab(_ tab: Tab) {
        forgetStack(at: .tab(tab))
        forgetStack(at: .tabDetail(tab))
        splits[tab] = nil
    }

    private func scrollToTop(on surface: any ControllerSurface<Route, Tab>) {
        // A re-tap on a tab at its root is the navigator's request to scroll to the top.
        for tab in driver.tabOrder {
            let count = driver.navigator.scrollToTopRequests(for: tab)
            guard let seen = scrollRequests.updateValue(count, forKey: tab), seen != count,
                let top = stacks[.tab(tab)]?.shown.last
            else { continue }
            surface.scrollToTop(of: top.id, at: .tab(tab))
        }
    }

    func drawStack(at location: StackLocation<Tab>, on surface: any ControllerSurface<Route, Tab>) {
        guard let stack = driver.slot(at: location).stack else { return }
        var controller = stacks[location] ?? ControllerStack()
        let command = controller.draw(stack)
        stacks[location] = controller
        if let command { surface.perform(command, at: location) }
        guard let top = stacks[location]?.shown.last else { return }
        let button = BackButton(screen: top.id, allowed: showsBackButton(on: top.id, at: location))
        if backButtons[location] != button {
            backButtons[location] = button
            surface.allowGoingBack(button.allowed, from: top.id, at: location)
        }
    }

    /// Whether a stack's top screen offers going back.
    ///
    /// A pushed screen does as the core's back button says. A root offers it only as the root of the stack above the tabs, with
    /// the adapter's own button asking the guards the same question
    /// (`AboveTabsBackButton` under SwiftUI); a collapsed split view's detail root is
    /// drawn in the compact column, not as a root.
    private func showsBackButton(on screen: EntryID, at location: StackLocation<Tab>) -> Bool {
        guard stacks[location]?.shown.first?.id == screen else { return driver.showsBackButton(on: screen) }
        return location == .aboveTabs && driver.allowsGoingBack(from: screen)
    }

    /// The mode the builder of a screen receives: the core's rule, read on what the
    /// driver draws, so a layer's root built while a step runs is told the style it is
    /// drawn in.
    ///
    /// - Parameters:
    ///   - location: The stack the screen is in.
    ///   - index: Its place in that stack, from its root at 0.
    package func mode(ofScreenAt location: StackLocation<Tab>, index: Int) -> NavigationMode {
        driver.drawnState.mode(ofScreenAt: location, index: index)
    }

    /// The tab whose re-taps a screen drawn at this location hears (its
    /// `onScrollToTop(perform:)`): a tab's stack, and both columns of the split view a tab
    /// holds, as SwiftUI's tab puts its requests in the environment of everything it
    /// draws; `nil` for a screen in no tab's own columns.
    package func tabHearingReselection(ofScreenAt location: StackLocation<Tab>) -> Tab? {
        location.owningTab
    }

    /// The screen that presented the layer at a level, on top of the stack the core names
    /// its presenter (`presenterLocation(ofLevel:)`, looking through inspectors): a
    /// popover points at that screen's bar button item when it names one.
    ///
    /// - Returns: The presenting screen, and the route of the layer's root.
    package func presenter(ofLevel level: Int) -> (screen: EntryID, presented: Route)? {
        let shown = driver.drawnState
        guard let presented = shown.stack(at: .presented(level))?.root.route,
            let screen = shown.stack(at: shown.presenterLocation(ofLevel: level))?.top.id
        else { return nil }
        return (screen, presented)
    }

    /// Sends the signal the driver's running step awaits when UIKit already shows it and
    /// nothing moves: a change drawn and undone while UIKit could take no call (a push
    /// and its pop during the user's swipe, a dialog asked for and taken back while a
    /// sheet was being swiped) never reaches UIKit, so no transition would report it.
    private func reportShownAlready() {
        guard layers.moving == nil, !layers.isUserDismissing,
            let awaited = driver.inspectedQueue?.running?.step.awaits
        else { return }
        switch awaited {
        case .appeared(let screen):
            let shown = stacks.contains { location, stack in
                !stack.isMoving && stack.shown.last?.id == screen && isOnScreen(location)
            }
            let inCompact = splits.values.contains { !$0.isMoving && $0.showsColumnTop(screen) }
            guard shown || inCompact else { return }
        case .dismissed(let root):
            guard !layers.shown.contains(where: { $0.root == root }), layers.aboveTabs != root,
                !stacks.values.contains(where: { $0.shown.first?.id == root }),
                !splits.values.contains(where: { $0.isMoving || $0.holds(root) })
            else { return }
        case .dialogDismissed(let dialog):
            guard layers.dialog?.id != dialog else { return }
        }
        driver.receive(awaited)
        needsRender = true
    }

    /// The screens whose controllers the backend keeps: every screen a controller holds,
    /// and the screens of the layers the driver still draws and of the minimized flow.
    ///
    /// Those come back with the controllers they had, view state included: a layer over
    /// the app that UIKit dismisses to present it again over a new stack above the tabs,
    /// and a minimized flow when it expands.
    package var keptScreens: Set<EntryID> {
        var kept = Set(stacks.values.flatMap { $0.shown.map(\.id) })
        for split in splits.values {
            for case .screen(let entry, _, _) in split.shown { kept.insert(entry.id) }
        }
        let shown = driver.drawnState
        for layer in shown.presentations { kept.formUnion(layer.stack.entries.map(\.id)) }
        kept.formUnion(driver.minimizedFlow?.stack.entries.map(\.id) ?? [])
        return kept
    }

    func forgetStack(at location: StackLocation<Tab>) {
        stacks[location] = nil
        backButtons[location] = nil
    }

    /// The base stacks a controller draws: every tab's, or the single stack.
    private var baseLocations: [StackLocation<Tab>] {
        // A split view's columns are drawn apart, side by side or collapsed.
        guard driver.appSplit == nil else { return [] }
        guard driver.selectedTab != nil else { return [.main] }
        return driver.tabOrder.filter { driver.tabSplits[$0] == nil }.map { .tab($0) }
    }

    /// The layers over the base stack as the driver draws them, and the dialog over the top one.
    ///
    /// A first layer over the app is in the driver's slot of the whole layout, not the
    /// base stack's (`drawingLocation(ofLevel:)`): UIKit presents it from the root
    /// controller as any first layer, and a new tab or selection under it, which the
    /// chain does not see, leaves it up.
    private func drawnLayers() -> ([PresentedLayer], PresentedDialog?) {
        var layers: [PresentedLayer] = []
        var location = driver.baseLocation
        var next = driver.appSlot.presentation ?? driver.slot(at: location).presentation
        while let layer = next {
            layers.append(layer)
            location = .presented(layer.level)
            next = driver.slot(at: location).presentation
        }
        return (layers, driver.dialog(over: location))
    }

    /// Runs a report from UIKit, and draws what it changed once the outermost returns.
    func report(_ body: () -> Void) {
        handling {
            body()
            needsRender = true
        }
    }

    private func handling(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0, needsRender { render() }
    }
}

/// The identity of the drawing's event observer, so the observer can remove itself once
/// the drawing is gone.
@MainActor
private final class ObserverBox {
    var id: NavigationRegistration?
}

/// The driver's fallback alarm, drawing again after it fires: a step that ended without
/// its signal changes the drawn state without a report from UIKit.
@MainActor
private final class RenderingTimer: FallbackTimer {
    let timer: any FallbackTimer
    var fired: @MainActor () -> Void = {}

    init(_ timer: any FallbackTimer) {
        self.timer = timer
    }

    func arm(after delay: Duration, _ fire: @escaping @MainActor () -> Void) {
        timer.arm(after: delay) { [weak self] in
            fire()
            self?.fired()
        }
    }

    func disarm() {
        timer.disarm()
    }
}
