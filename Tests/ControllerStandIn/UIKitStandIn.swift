package import ModularNavigation
package import ModularNavigationDrawing

/// Plays UIKit's part for the UIKit backend's ``ControllerDrawing``, on Linux: it holds
/// what each navigation controller and the presentation chain hold, runs the
/// transitions UIKit animates until the test finishes them, calls back in UIKit's order
/// (`willShow` when a transition starts, its coordinator's completion when it ends,
/// `presentationControllerDidDismiss` only after the user's swipe), and records what
/// UIKit would refuse or break in ``failures``: a stack call while that stack moves, a
/// presentation while another moves, a `dismiss` on a controller that presents nothing
/// (which dismisses that controller itself).
@MainActor
package final class UIKitStandIn<Route: Hashable & Sendable, Tab: Hashable & Sendable>: ControllerSurface {
    package let navigator: Navigator<Route, Tab>
    package let drawing: ControllerDrawing<Route, Tab>
    package let timer = StandInTimer()
    /// Each navigation controller's view controllers, as screen identities, root first.
    package private(set) var controllers: [StackLocation<Tab>: [EntryID]] = [:]
    /// The presented layers, lowest first.
    package private(set) var presented: [PresentedLayer] = []
    /// The alert or confirmation dialog UIKit shows.
    package private(set) var alert: PresentedDialog?
    package private(set) var tabs: [Tab] = []
    package private(set) var selectedTab: Tab?
    /// The tab bar's items, action tabs and badges included.
    package private(set) var tabBar = ControllerTabBar<Tab>()
    /// The root of the stack above the tabs presented over the tab bar controller.
    package private(set) var aboveTabs: EntryID?
    /// The minimized flow's overlay UIKit shows above the base stacks.
    package internal(set) var minimized: ControllerMinimized<Route>?
    /// Each split view controller's columns, and its compact column's screens: the
    /// app's for `nil`, a tab's for that tab.
    package internal(set) var columns: [Tab?: ControllerSplit<Route>.Columns] = [:]
    package internal(set) var compacts: [Tab?: [ControllerSplit<Route>.Item]] = [:]
    var compactsMoving: Set<Tab?> = []
    var compactBackButtons: [Tab?: Bool] = [:]
    /// The screens scrolled to their top, in order.
    package private(set) var scrolledToTop: [EntryID] = []
    /// The mode each screen's builder received, as the backend builds a controller
    /// the first time UIKit is handed a screen.
    package internal(set) var modes: [EntryID: NavigationMode] = [:]
    /// The tab whose re-taps each screen hears, as the backend builds a hosted screen.
    package internal(set) var reselectionTabs: [EntryID: Tab] = [:]
    /// The UIKit calls the backend made, in order.
    package internal(set) var calls: [String] = []
    /// What UIKit would have refused, warned about or done wrong.
    package internal(set) var failures: [String] = []
    /// The calls an app's `UINavigationControllerDelegate` hears through the backend's.
    package private(set) var appDelegateCalls: [String] = []
    /// Whether each screen's back button shows (and the edge swipe is enabled).
    package private(set) var backButtons: [EntryID: Bool] = [:]
    var running: [() -> Void] = []
    private var movingStacks: Set<StackLocation<Tab>> = []
    /// How many navigation controllers each location has had: a layer's is new each time
    /// it is presented, and a transition of a dismissed one reports nothing any more.
    private var generations: [StackLocation<Tab>: Int] = [:]
    var presentationMoving = false

    package init(navigator: Navigator<Route, Tab>, onScreen: Bool = true) {
        self.navigator = navigator
        drawing = ControllerDrawing(navigator: navigator, timer: timer)
        drawing.start(on: self)
        if onScreen { drawing.rootDidAppear() }
    }

    // MARK: - Reading

    /// The location of the stack the user sees.
    package var topLocation: StackLocation<Tab> {
        if let layer = presented.last { return .presented(layer.level) }
        if aboveTabs != nil { return .aboveTabs }
        let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: selectedTab)
        if let columns = columns[selectedTab], !columns.isCollapsed {
            return controllers[detail] == nil ? sidebar : detail
        }
        return selectedTab.map { .tab($0) } ?? .main
    }

    /// The screens of the stack the user sees.
    package var topStack: [EntryID] { controllers[topLocation] ?? [] }

    /// Whether a transition runs that the test has not finished.
    package var isMoving: Bool { !running.isEmpty }

    /// Whether UIKit shows the navigator's state: the visible stack, the presented
    /// roots and the dialog, with no transition or driver step left.
    package var showsNavigatorState: Bool {
        let state = navigator.current
        let base: StackLocation<Tab> =
            state.aboveTabs != nil ? .aboveTabs : state.selectedTab.map { .tab($0) } ?? .main
        let tabSplit = state.tabs.flatMap { tabs in tabs.items.first { $0.tab == tabs.selected }?.split }
        let shownSplit: (tab: Tab?, split: NavigationSplit<Route>)? =
            state.split.map { (nil, $0) } ?? tabSplit.map { (state.selectedTab, $0) }
        if let shownSplit, !showsSplit(shownSplit.split, in: shownSplit.tab) { return false }
        guard
            shownSplit != nil && state.aboveTabs == nil
                || controllers[base] == state.stack(at: base)?.entries.map(\.id),
            aboveTabs == state.aboveTabs?.root.id,
            minimized?.screen.id == state.minimized?.stack.top.id,
            presented.map(\.root) == state.presentations.map(\.stack.root.id),
            alert?.id == state.dialog?.id
        else { return false }
        for layer in presented
        where controllers[.presented(layer.level)]
            != state.stack(at: .presented(layer.level))?
            .entries.map(\.id)
        {
            return false
        }
        return !isMoving && drawing.driver.isSettled
    }

    // MARK: - Time

    /// Ends the transitions UIKit runs, in the order they started, and the ones they start.
    package func finish() {
        var rounds = 0
        while !running.isEmpty, rounds < 1_000 {
            rounds += 1
            running.removeFirst()()
        }
    }

    /// Ends the first running transition only.
    package func finishOne() {
        guard !running.isEmpty else { return }
        running.removeFirst()()
    }

    // MARK: - The user

    /// Taps the back button (`cancelled: false`) or swipes back and lets go, finishing
    /// (`cancelled: false`) or cancelling the pop; UIKit runs the pop on its own.
    ///
    /// - Returns: Whether the back button showed and nothing was moving.
    @discardableResult package func goBack(cancelled: Bool = false) -> Bool {
        let location = topLocation
        guard var screens = controllers[location], screens.count > 1, let top = screens.last,
            backButtons[top] == true, !movingStacks.contains(location), !presentationMoving
        else { return false }
        let reported = drawing.stackWillShow(at: location)
        appDelegateCalls.append("willShow")
        screens.removeLast()
        controllers[location] = screens
        movingStacks.insert(location)
        let generation = generations[location, default: 0]
        running.append { [self] in
            guard generations[location, default: 0] == generation else { return }
            movingStacks.remove(location)
            if cancelled { controllers[location]?.append(top) }
            if let shown = controllers[location] {
                if reported { drawing.stackTransitionEnded(at: location, holding: shown) }
                // UIKit calls no `didShow` for a cancelled pop.
                if !cancelled { appDelegateCalls.append("didShow") }
            }
        }
        return true
    }

    /// Swipes the top layer down and lets go, away (`cancelled: false`) or back; a
    /// refused swipe bounces and changes nothing.
    ///
    /// - Returns: Whether the layer moved under the finger.
    @discardableResult package func swipeDown(cancelled: Bool = false) -> Bool {
        guard let layer = presented.last, alert == nil, !presentationMoving, layer.style != .fullScreenCover,
            drawing.userMayDismissLayer(level: layer.level)
        else { return false }
        drawing.userBeganDismissingLayer()
        presentationMoving = true
        running.append { [self] in
            presentationMoving = false
            guard !cancelled else { return drawing.userCancelledDismissingLayer() }
            presented.removeLast()
            discardController(at: .presented(layer.level))
            drawing.userDismissedLayer(level: layer.level)
        }
        return true
    }

    /// Drags the top sheet to rest where this detent draws.
    package func dragSheet(to detent: SheetDetent) {
        guard let layer = presented.last else { return }
        drawing.userDraggedSheet(level: layer.level, to: detent)
    }

    /// Taps a button of the dialog UIKit shows, by its place among the drawn buttons;
    /// UIKit runs its handler once the dialog has gone.
    package func tapDialogButton(_ index: Int) {
        guard let dialog = alert, dialog.drawnButtons.indices.contains(index) else { return }
        alert = nil
        running.append { [self] in drawing.userAnsweredDialog(dialog.drawnButtons[index].answer) }
    }

    /// Taps outside the confirmation dialog UIKit shows as a popover; UIKit takes it
    /// away without calling a button's handler.
    package func tapOutsideDialog() {
        guard alert != nil else { return }
        alert = nil
        running.append { [self] in drawing.userTappedOutsideDialog() }
    }

    /// Taps a tab on the tab bar, which the stack above the tabs covers.
    ///
    /// - Returns: Whether the tab bar showed the tab.
    @discardableResult package func tapTab(_ tab: Tab) -> Bool {
        guard tabBar.tabs.contains(tab), aboveTabs == nil else { return false }
        drawing.userTappedTab(tab)
        return true
    }

    /// Taps the back button on the root of the stack above the tabs.
    ///
    /// - Returns: Whether it showed.
    @discardableResult package func tapAboveTabsBack() -> Bool {
        guard let root = aboveTabs, controllers[.aboveTabs] == [root], backButtons[root] == true, presented.isEmpty,
            alert == nil
        else { return false }
        drawing.userTappedAboveTabsBack()
        return true
    }

    // MARK: - UIKit's calls

    package func perform(_ command: ControllerStack<Route>.Command, at location: StackLocation<Tab>) {
        if movingStacks.contains(location) { failures.append("\(command) at \(location) while it moves") }
        var screens = controllers[location] ?? []
        let wasEmpty = screens.isEmpty
        switch command {
        case .push(let entry):
            screens.append(entry.id)
        case .pop(let target):
            guard let index = screens.firstIndex(of: target) else {
                failures.append("pop to \(target), which \(location) does not hold")
                return
            }
            screens.removeSubrange((index + 1)...)
        case .popToRoot:
            screens.removeSubrange(min(1, screens.count)...)
        case .set(let entries):
            screens = entries.map(\.id)
        }
        calls.append("\(location): \(command.name)")
        for (index, screen) in screens.enumerated() where modes[screen] == nil {
            built(screen, at: location, index: index)
        }
        controllers[location] = screens
        guard isInWindow(location), !wasEmpty else {
            drawing.stackTransitionEnded(at: location, holding: screens)
            return
        }
        movingStacks.insert(location)
        appDelegateCalls.append("willShow")
        _ = drawing.stackWillShow(at: location)
        let generation = generations[location, default: 0]
        running.append { [self] in
            guard generations[location, default: 0] == generation else { return }
            movingStacks.remove(location)
            appDelegateCalls.append("didShow")
            drawing.stackTransitionEnded(at: location, holding: controllers[location] ?? [])
        }
    }

    package func perform(_ command: ControllerLayers.Command) {
        if presentationMoving { failures.append("\(command) while a presentation moves") }
        switch command {
        case .present(let layer):
            calls.append("present level \(layer.level)")
            if presented.count != layer.level - 1 || alert != nil {
                failures.append("present level \(layer.level) over \(presented.count) levels")
            }
            presented.append(layer)
        case .dismiss(let leaving):
            let presenter = (leaving.first?.level ?? 1) - 1
            calls.append("dismiss on level \(presenter)")
            if presented.count > presenter {
                presented.removeSubrange(presenter...)
            } else if presenter > 0 {
                // UIKit: a controller that presents nothing dismisses itself.
                failures.append("dismiss on level \(presenter), which presents nothing, dismissed it")
                presented.removeSubrange((presenter - 1)...)
            }
            alert = nil
            for location in controllers.keys {
                if case .presented(let level) = location, level > presenter { discardController(at: location) }
            }
        case .restyle(let layer):
            calls.append("restyle level \(layer.level)")
            if presented.indices.contains(layer.level - 1) { presented[layer.level - 1] = layer }
            return
        case .presentDialog(let dialog):
            calls.append("present dialog")
            alert = dialog
        case .dismissDialog:
            calls.append("dismiss dialog")
            alert = nil
        case .presentAboveTabs(let root):
            calls.append("present above tabs")
            if aboveTabs != nil || !presented.isEmpty || alert != nil {
                failures.append("present above tabs over what the tab bar controller presents")
            }
            aboveTabs = root
        case .dismissAboveTabs:
            calls.append("dismiss above tabs")
            if aboveTabs == nil || !presented.isEmpty || alert != nil {
                failures.append("dismiss above tabs from under a layer, or with none presented")
            }
            aboveTabs = nil
            discardController(at: .aboveTabs)
        }
        presentationMoving = true
        running.append { [self] in
            presentationMoving = false
            drawing.layerTransitionEnded()
        }
    }

    package func scrollToTop(of screen: EntryID, at location: StackLocation<Tab>) {
        if controllers[location]?.last != screen { failures.append("scroll \(screen), not on top of \(location)") }
        scrolledToTop.append(screen)
    }

    package func showTabBar(_ bar: ControllerTabBar<Tab>) {
        let tabs = bar.items.filter { !$0.isAction }.map(\.tab)
        let selected = bar.selected
        if self.tabs != tabs { self.tabs = tabs }
        for case .tab(let tab) in controllers.keys where !tabs.contains(tab) { discardController(at: .tab(tab)) }
        // A tab that holds a split view now, or no more, has new controllers.
        let held = Dictionary(tabBar.items.map { ($0.tab, $0.content) }) { first, _ in first }
        for item in bar.items where held[item.tab].map({ $0 != item.content }) == true { discardTab(item.tab) }
        tabBar = bar
        if selectedTab != selected {
            calls.append("select \(selected.map { "\($0)" } ?? "none")")
            selectedTab = selected
        }
    }

    package func allowGoingBack(_ allowed: Bool, from screen: EntryID, at location: StackLocation<Tab>) {
        backButtons[screen] = allowed
    }

    /// What the backend gives a screen when it builds its controller: its mode, and the
    /// tab whose re-taps it hears.
    func built(_ screen: EntryID, at location: StackLocation<Tab>, index: Int) {
        modes[screen] = drawing.mode(ofScreenAt: location, index: index)
        reselectionTabs[screen] = drawing.tabHearingReselection(ofScreenAt: location)
    }

    /// A dismissed layer's navigation controller is gone, and its transitions with it.
    func discardController(at location: StackLocation<Tab>) {
        controllers[location] = nil
        movingStacks.remove(location)
        generations[location, default: 0] += 1
    }

    /// Whether UIKit animates a change of this stack: it is in the window.
    private func isInWindow(_ location: StackLocation<Tab>) -> Bool {
        guard drawing.isOnScreen else { return false }
        switch location {
        case .presented(let level): return presented.contains { $0.level == level }
        case .aboveTabs: return aboveTabs != nil
        case .sidebar, .detail: return columns[nil]?.isCollapsed != true
        case .tabDetail(let tab): return tab == selectedTab && columns[tab]?.isCollapsed != true
        case .tab(let tab): return tab == selectedTab && columns[tab]?.isCollapsed != true
        default: return true
        }
    }
}

extension ControllerStack.Command {
    /// The UIKit method the command calls, for the stand-in's log.
    package var name: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .set(let entries): "set \(entries.count)"
        }
    }
}

/// The driver's fallback alarm in the stand-in: it never fires by itself, so a test sees
/// a step that waits for a signal UIKit never sent.
@MainActor
package final class StandInTimer: FallbackTimer {
    package private(set) var fire: (@MainActor () -> Void)?

    package init() {}

    package func arm(after delay: Duration, _ fire: @escaping @MainActor () -> Void) {
        self.fire = fire
    }

    package func disarm() {
        fire = nil
    }
}
