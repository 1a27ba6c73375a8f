import ModularNavigation
import ModularNavigationTesting

/// Runs seeded random mixes of app changes, user gestures and time through a headless
/// host whose signals are late, reordered and sometimes lost, checking invariant 7
/// after every settle: the screen shows the navigator's state, no step asked for two
/// presentations in one update, no gesture acted on a screen the user did not touch.
@MainActor
final class HostMixHarness {
    let seed: UInt64
    let navigator: Navigator<TestRoute, TestTab>
    let host: HeadlessHost<TestRoute, TestTab>
    private var random: SeededRandom
    private(set) var settles = 0
    private(set) var gestures = 0
    /// How many back taps on the root of a stack above the tabs the host accepted.
    private(set) var aboveTabsBacks = 0
    private var seen: [EntryID] = []

    /// - Parameter state: Where the mixes start: tabs, or a split view of two or three columns.
    init(seed: UInt64, state: TabState = TabState.threeTabs()) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        navigator = Navigator(state)
        host = HeadlessHost(
            navigator: navigator,
            behaviour: HostBehaviour(
                seed: seed,
                animation: .milliseconds(200) ... .milliseconds(450),
                signalDelay: .zero ... .milliseconds(300),
                signalLoss: 0.05))
        // Random gestures are refused all the time; the run counts them instead.
        host.refusalsFailTests = false
    }

    /// Runs `count` mixes; returns the first broken promise, with the seed to replay it.
    func run(_ count: Int) -> String? {
        for index in 0..<count {
            mix()
            host.advance(by: .milliseconds(Int64(random.next(upTo: 700))))
            if random.next(upTo: 6) == 0 || index == count - 1, let violation = settleAndCheck() {
                return "seed \(seed), mix \(index): \(violation)"
            }
        }
        return nil
    }

    private func settleAndCheck() -> String? {
        host.settle()
        settles += 1
        if let failure = host.failures.first { return "\(failure)\n\(host.tree)" }
        guard host.showsNavigatorState else {
            return "the screen shows\n\(host.tree)\nbut the navigator holds\n\(navigator.state.treeDescription)"
        }
        return nil
    }

    private func mix() {
        // While a finger drags, only time passes: the app changing navigation under a
        // drag is a case SwiftUI does not report, so the driver cannot plan around it.
        guard !host.isGestureInProgress else { return }
        let state = navigator.state
        seen.append(contentsOf: state.entries.map(\.id).suffix(2))
        if seen.count > 64 { seen.removeFirst(32) }
        // Only a split view draws from the sequence here, so the tab mixes replay as before.
        if state.split != nil, random.next(upTo: 4) == 0 {
            splitMix()
            return
        }
        switch random.next(upTo: 24) {
        case 0 where state.depth < 6, 1 where state.depth < 6: navigator.push(route())
        case 2: navigator.pop()
        case 3 where state.presentations.count < 3:
            navigator.present(route(), style: style())
        case 4: navigator.dismissPresentation()
        case 5: navigator.selectTab(tab())
        case 6: applyTarget(from: state)
        // A drag starts only once the driver has drawn its plan: SwiftUI reports nothing
        // until the finger lifts, so a step that starts under a drag cannot be avoided
        // (signals arrive as animations end, so on a device that window is a lost signal's).
        case 7 where !host.isStepPending: count(host.swipeBack())
        case 8 where !host.isStepPending: count(host.cancelSwipeBack())
        case 9: count(host.tapBack())
        case 10: count(host.environmentDismiss())
        case 11 where !host.isStepPending: count(host.swipeDownSheet())
        case 12: count(host.tapTab(tab()))
        case 13:
            // A stale or live screen's client, as a model would call it late.
            if let screen = seen.randomElement(using: &random) {
                navigator.client(for: screen).dismiss()
            }
        case 14:
            let buttons = [DialogButton("Delete", role: .destructive, action: 1), DialogButton("Keep", action: 2)]
            navigator.perform(.presentDialog(NavigationDialog(erasing: .alert("?", buttons: buttons))))
        case 15:
            // A tap on a button, or (for a dialog without a cancel button) outside it.
            let button = random.next(upTo: 3)
            count(button == 2 ? host.dismissDialogByTappingOutside() : host.chooseDialogButton(at: button))
        case 16: count(host.tapOutsidePopover())
        case 17 where !host.isStepPending: count(host.dragSheet(to: detent()))
        case 18: navigator.perform(.selectDetent(detent()))
        case 19: navigator.showAboveTabs(route())
        case 20, 21: navigator.perform(.dismissAboveTabs)
        case 22:
            let accepted = host.tapAboveTabsBack()
            if accepted { aboveTabsBacks += 1 }
            count(accepted)
        default: navigator.pop()
        }
    }

    /// The split view's own controls, and the app or a link changing its selections.
    private func splitMix() {
        switch random.next(upTo: 5) {
        case 0: count(host.tapSidebarItem(route()))
        case 1: count(host.tapContentItem(route()))
        case 2: count(host.tapCollapsedBack())
        case 3: navigator.perform(.selectSidebar(random.next(upTo: 5) == 0 ? nil : route()))
        default: navigator.perform(.selectContent(random.next(upTo: 5) == 0 ? nil : route()))
        }
    }

    private func style() -> PresentationStyle {
        switch random.next(upTo: 5) {
        case 4: .inspector(InspectorOptions(idealWidth: 320))
        case 0: .fullScreenCover
        case 1: .popover(PopoverOptions(attachmentAnchor: .point(x: 1, y: 0)))
        case 2: .sheet(SheetOptions(detents: [.medium, .large]))
        default: .sheet()
        }
    }

    private func detent() -> SheetDetent {
        random.next(upTo: 2) == 0 ? .medium : .large
    }

    /// A deep link or quick action: several changes as one target.
    private func applyTarget(from state: TabState) {
        var target = state
        for _ in 0...random.next(upTo: 4) {
            let action: NavigationAction<TestRoute, TestTab> =
                switch random.next(upTo: 7) {
                case 0: .selectTab(tab())
                case 1: .present(route(), style())
                case 2: .popToRoot
                case 3: .showAboveTabs(route())
                case 4, 5: .dismissAboveTabs
                default: .push(route())
                }
            _ = try? target.perform(action)
        }
        navigator.replaceState(target)
    }

    private func count(_ accepted: Bool) {
        if accepted { gestures += 1 }
    }

    private func route() -> TestRoute {
        [.list, .detail(random.next(upTo: 9)), .settings, .picker][random.next(upTo: 4)]
    }

    private func tab() -> TestTab {
        TestTab.allCases[random.next(upTo: TestTab.allCases.count)]
    }
}
