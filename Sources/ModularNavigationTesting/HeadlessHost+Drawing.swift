import ModularNavigation
import ModularNavigationDrawing

extension HeadlessHost {
    /// What the views draw now: each stack view reads its slot, each presentation
    /// modifier the layer over its stack, `TabView` the drawn selection, a tab's
    /// `NavigationSplitView` its drawn selections.
    func read() -> NavigationState<Route, Tab> {
        let base: NavigationState<Route, Tab>.Base
        if let selected = driver.selectedTab {
            let items = tabOrder.compactMap { tab -> NavigationTabs<Route, Tab>.Item? in
                guard let stack = driver.slot(at: .tab(tab)).stack else { return nil }
                guard let selections = driver.tabSplits[tab] else {
                    return NavigationTabs.Item(drawnTab: tab, stack: stack)
                }
                let detail = selections.hasDetail ? driver.slot(at: .tabDetail(tab)).stack : nil
                return NavigationTabs.Item(
                    drawnTab: tab, split: NavigationSplit(drawn: selections, sidebar: stack, detail: detail))
            }
            let index = items.firstIndex { $0.tab == selected } ?? 0
            // The overlay draws while the driver says a stack is above the tabs.
            let above = driver.aboveTabsRoot.flatMap { _ in driver.slot(at: .aboveTabs).stack }
            base = .tabs(NavigationTabs(items: items, selectedIndex: index, above: above))
        } else if let selections = driver.appSplit, let sidebar = driver.slot(at: .sidebar).stack {
            let detail = selections.hasDetail ? driver.slot(at: .detail).stack : nil
            base = .split(NavigationSplit(drawn: selections, sidebar: sidebar, detail: detail))
        } else if let stack = driver.slot(at: .main).stack {
            base = .stack(stack)
        } else {
            return drawn
        }
        var presentations: [NavigationPresentation<Route>] = []
        var location = driver.baseLocation
        // The root view draws the layer over the app, over the whole layout.
        if let layer = readLayer(over: nil), let stack = driver.slot(at: .presented(1)).stack {
            presentations.append(NavigationPresentation(style: layer.style, stack: stack, placement: .overApp))
            location = .presented(1)
        }
        // Each stack view carries one modifier per presentation kind, and SwiftUI reads
        // every binding on every update.
        while let layer = readLayer(over: location), let stack = driver.slot(at: .presented(layer.level)).stack {
            presentations.append(NavigationPresentation(style: layer.style, stack: stack))
            location = .presented(layer.level)
        }
        // Each stack view carries the dialog modifiers too; only the visible one draws.
        let dialog = driver.dialog(over: location)
        var state = NavigationState(drawnBase: base, presentations: presentations, dialog: dialog)
        // The overlay draws the minimized flow while the driver says there is one.
        state.minimized = driver.minimizedFlow
        return state
    }

    /// The layer over a location as its presentation modifiers read it; over `nil`, the
    /// root view's, which draws the layer over the app.
    private func readLayer(over location: StackLocation<Tab>?) -> PresentedLayer? {
        let read = PresentationKind.allCases.map { driver.layer(over: location, kind: $0) }
        return read.lazy.compactMap { $0 }.first
    }

    /// One SwiftUI update: compares what the views draw now with what they drew, starts
    /// the animations UIKit would run, schedules the signals they end with, and records
    /// what UIKit refuses in one update.
    func render() {
        let old = drawn
        let new = read()
        hold(new)
        defer { checkLeavingContent() }
        guard new != old else { return }
        drawn = new
        let identity = driver.baseStackIdentity
        if old.selectedTab != new.selectedTab, identity == baseStackIdentity {
            fail(
                .stackReusedAcrossTabs, "\(String(describing: new.selectedTab)) drawn in the stack view of \(identity)")
        }
        baseStackIdentity = identity
        let drawnIDs = Set(new.entries.map(\.id))
        let bounced = swipedAway.intersection(drawnIDs)
        if !bounced.isEmpty {
            fail(.refusedGestureBounced, "\(bounced.sorted { $0.description < $1.description }) came back")
        }
        swipedAway.subtract(bounced)
        swipedAway.formIntersection(navigator.current.entries.map(\.id))
        guard renderDialog(from: old, to: new) else { return }

        // Each presentation modifier keeps its item's identity (the level) exactly where
        // the planner keeps a layer.
        let kept = TransitionPlanner.keptLayers(from: old, to: new)
        let removed = old.presentations.count - kept
        let added = new.presentations.count - kept
        if removed > 0 { dismissLayers(of: old, from: kept + 1) }
        if added > 0 {
            if added > 1 {
                fail(.twoPresentationsAtOnce, "levels \(kept + 1)...\(new.presentations.count) in one update")
            }
            if animations.contains(where: { $0.end > now && !isStack($0) }) {
                let moving = animations.filter { $0.end > now && !isStack($0) }.map { "\($0.kind) until \($0.end)" }
                fail(.presentedDuringTransition, "level \(kept + 1) while \(moving) at \(now)\n\(old)\n->\n\(new)")
            }
            let level = kept + 1
            animate(.presenting(level: level))
            let top = new.presentations[level - 1].stack.top.id
            send(.appeared(top), after: animationEnd(.presenting(level: level)))
            hideContent(under: level, of: new)
            return
        }
        if removed > 0 {
            // The stack under a leaving layer may not change in the same update.
            let revealed = new.topLocation
            if old.stack(at: revealed) != new.stack(at: revealed) {
                fail(.dismissedAndChangedAtOnce, "level \(kept + 1) left and \(revealed) changed")
            }
            if old.aboveTabs?.root.id != new.aboveTabs?.root.id {
                fail(.dismissedAndChangedAtOnce, "level \(kept + 1) left and the stack above the tabs changed")
            }
            return
        }
        if renderAboveTabs(from: old, to: new) { return }
        let oldTop = old.topStack.top.id
        let newTop = new.topStack.top.id
        guard oldTop != newTop else { return }
        if let closing = old.closingDetailRoot(toward: new) {
            // The detail column's content disappears; beside it, nothing appears.
            send(.dismissed(closing))
            return
        }
        guard old.baseLocation == new.baseLocation else {
            // `TabView` switches tabs without an animation; the tab's screen appears at once.
            send(.appeared(newTop))
            return
        }
        let location = new.topLocation
        let duration = animate(.stack(location))
        send(.appeared(newTop), after: duration)
        if old.topLocation == location {
            let kept = Set(new.topStack.entries.map(\.id))
            // Pushed screens slide out; a replaced root is swapped at once.
            for entry in old.topStack.path where !kept.contains(entry.id) {
                leavingScreens.append((entry.id, now + duration))
            }
        }
    }

    /// Keeps the path elements each `NavigationStack` reads, as SwiftUI keeps them.
    func hold(_ state: NavigationState<Route, Tab>) {
        for location in state.locations {
            for element in driver.path(at: location) { heldElements[element.id] = element }
        }
    }

    /// SwiftUI keeps drawing what slides away, and may build its views again meanwhile:
    /// a leaving layer reads its slot, a popped screen's destination asks for its route.
    func checkLeavingContent() {
        leavingLayers.removeAll { $0.end <= now }
        leavingScreens.removeAll { $0.end <= now }
        checkLeavingAbove()
        for layer in leavingLayers where driver.slot(at: .presented(layer.level)).stack?.root.id != layer.root {
            fail(.layerLeftEmpty, "level \(layer.level) (\(layer.root)) while it slides away")
        }
        for screen in leavingScreens where content(of: screen.id) == nil {
            fail(.departingScreenLostContent, "\(screen.id) while it slides out")
        }
        // One report per leaving thing is enough.
        leavingLayers.removeAll { driver.slot(at: .presented($0.level)).stack?.root.id != $0.root }
        leavingScreens.removeAll { content(of: $0.id) == nil }
        let kept = Set(drawn.entries.map(\.id)).union(leavingScreens.map(\.id))
        heldElements = heldElements.filter { kept.contains($0.key) }
    }

    /// What SwiftUI builds a screen from: a pushed screen from the path element it
    /// holds, a stack's root from its slot.
    private func content(of screen: EntryID) -> Route? {
        if let element = heldElements[screen] { return element.route }
        if let leaving = leavingAbove, let stack = driver.slot(at: .aboveTabs).stack, stack.root.id == leaving.root,
            stack.root.id == screen
        {
            return stack.root.route
        }
        return leavingLayers.lazy.compactMap { self.driver.slot(at: .presented($0.level)).stack }
            .first { $0.root.id == screen }?.root.route
    }

    private func isStack(_ animation: Animation) -> Bool {
        if case .stack = animation.kind { return true }
        return false
    }

    private func animationEnd(_ kind: Animation.Kind) -> Duration {
        (animations.last { $0.kind == kind }?.end ?? now) - now
    }

    /// A cover presented over a popover or an inspector hides its content, whose
    /// `onDisappear` (that layer's only end signal in SwiftUI) runs as the cover arrives,
    /// though the layer stays.
    private func hideContent(under level: Int, of new: NavigationState<Route, Tab>) {
        guard level >= 2, new.presentations[level - 1].style == .fullScreenCover else { return }
        let under = new.presentations[level - 2]
        let kind = under.style.kind
        guard kind.endsWithContentDisappearing else { return }
        let presenter = new.locationUnder(level: level - 1)
        let root = under.stack.root.id
        hiddenByCover.insert(root)
        schedule(after: animationEnd(.presenting(level: level))) { [weak self] in
            // A cover that left before it finished arriving never hid the content.
            guard let self, hiddenByCover.contains(root) else { return }
            driver.layerDidDismiss(over: presenter, kind: kind)
            render()
        }
    }

    /// Slides layers away: the lowest one animates and takes the ones above it along;
    /// each one's `onDisappear` fires when the animation ends, but for a popover's or an
    /// inspector's under a cover, which ran when the cover came.
    func dismissLayers(of old: NavigationState<Route, Tab>, from level: Int) {
        let leaving = Array(old.presentations[(level - 1)...])
        // What stays shows its content again once the cover over it leaves.
        hiddenByCover.subtract(old.presentations[..<(level - 1)].map(\.stack.root.id))
        let duration = animate(.dismissing(level: level))
        dropAppearances(of: Set(leaving.flatMap { $0.stack.entries.map(\.id) }))
        for (offset, layer) in leaving.enumerated() {
            leavingLayers.append((level + offset, layer.stack.root.id, now + duration))
            for entry in layer.stack.entries { leavingScreens.append((entry.id, now + duration)) }
        }
        let revealed = old.keepingLayers(level - 1).topStack.top.id
        let coverLeft = leaving.first?.style == .fullScreenCover
        schedule(after: duration) { [weak self] in
            guard let self else { return }
            for (offset, layer) in leaving.enumerated().reversed() {
                let below = old.drawingLocation(ofLevel: level + offset)
                if hiddenByCover.remove(layer.stack.root.id) != nil { continue }
                sendDismissal(of: layer.stack.root.id, over: below, kind: layer.style.kind)
            }
            // UIKit calls `viewDidAppear` on the presenter when a full-screen cover
            // leaves; a sheet leaves the presenter on screen, so it gets none.
            if coverLeft { send(.appeared(revealed)) }
        }
    }
}
