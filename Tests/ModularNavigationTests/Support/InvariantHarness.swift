import Foundation
import ModularNavigation

/// Drives a navigator with seeded random actions — from the navigator, from live and
/// stale screens' clients, and whole states from outside: replaced, adopted (older
/// snapshots among them), restored from archives and decoded — and checks ARCHITECTURE.md's
/// invariants after every one, whichever path the state came in by.
@MainActor
final class InvariantHarness {
    private final class ScreenModel {}

    /// The root the run starts from; random whole-state replacements may switch it.
    enum Layout: Sendable, CustomStringConvertible {
        case tabs, aboveTabs, split, threeColumnSplit, tabSplit, threeColumnTabSplit

        var description: String {
            switch self {
            case .tabs: "tabs"
            case .aboveTabs: "tabs with a stack above them"
            case .split: "split"
            case .threeColumnSplit: "three-column split"
            case .tabSplit: "a split view in a tab"
            case .threeColumnTabSplit: "a three-column split view in a tab"
            }
        }
    }

    let seed: UInt64
    let navigator: Navigator<TestRoute, TestTab>
    var random: SeededRandom
    private var seen: Set<EntryID> = []
    private var departed: Set<EntryID> = []
    var highest: UInt64 = 0
    private var seenDialogs: Set<EntryID> = []
    var screens: [EntryID] = []
    private var models: [(screen: EntryID, model: () -> ScreenModel?)] = []
    /// States the run went through, for adopting and restoring an older one.
    private var snapshots: [NavigationState<TestRoute, TestTab>] = []
    /// How many steps came in by each path from outside.
    var adopted = 0
    var restored = 0
    private(set) var applied = 0
    private(set) var refused = 0
    /// How many applied steps left a stack above the tabs up.
    private(set) var aboveTabsShown = 0
    /// How many applied steps changed the selection of a split view inside a tab.
    private(set) var tabSplitSelections = 0
    /// The screens the step's change reported shown.
    ///
    /// Heard on odd seeds only, so that the rules run both as nobody hears them and as
    /// someone does.
    private var shownThisStep: [NavigationEvent<TestRoute, TestTab>] = []
    /// How many steps reported a screen shown.
    private(set) var screensShown = 0

    init(seed: UInt64, layout: Layout = .tabs) {
        self.seed = seed
        switch layout {
        case .tabs, .aboveTabs:
            // Two tabs of three, so `.profile` is a tab the app does not have.
            var state =
                (try? NavigationState<TestRoute, TestTab>(tabs: [.home, .search], selectedTab: .home) { _ in
                    .home
                }) ?? .threeTabs()
            if layout == .aboveTabs { _ = try? state.perform(.showAboveTabs(.picker)) }
            navigator = Navigator(state)
        case .split:
            navigator = Navigator(NavigationState(sidebar: .home, selection: .list))
        case .threeColumnSplit:
            let state = try? NavigationState<TestRoute, TestTab>(
                sidebar: .home, selection: .list, contentSelection: .detail(1))
            navigator = Navigator(state ?? .threeTabs())
        case .tabSplit, .threeColumnTabSplit:
            // Two tabs of three, the first holding a split view, so `.profile` is a tab the
            // app does not have and `.search` a tab with one stack.
            var state =
                (try? NavigationState<TestRoute, TestTab>(
                    tabs: [.home, .search], selectedTab: .home, splitTabs: [.home],
                    contentColumnTabs: layout == .threeColumnTabSplit ? [.home] : []
                ) { _ in .home }) ?? .threeTabs()
            _ = try? state.perform(.selectSidebar(.list, in: .home))
            navigator = Navigator(state)
        }
        random = SeededRandom(seed: seed)
        record(navigator.state)
        if seed % 2 == 1 {
            navigator.addEventObserver { [weak self] event in
                if case .screenShown = event { self?.shownThisStep.append(event) }
            }
        }
    }

    /// Runs `count` random actions; returns the first broken invariant, if any.
    func run(_ count: Int) -> String? {
        for step in 0..<count {
            if let violation = runOneStep() {
                return "seed \(seed), step \(step): \(violation)\n\(navigator.state.treeDescription)"
            }
        }
        return nil
    }

    private func runOneStep() -> String? {
        let before = navigator.state
        if random.next() % 16 == 0 { snapshots = Array((snapshots + [before]).suffix(8)) }
        let action: NavigationAction<TestRoute, TestTab>
        let didApply: Bool
        if random.next() % 24 == 0, let snapshot = snapshots.randomElement(using: &random) {
            // In by a path from outside: an archive restored, or a decoded value adopted.
            (action, didApply) = arriveFromOutside(snapshot)
        } else {
            action = randomAction(in: before)
            let viaClient = action.screen != nil && random.next() % 4 == 0
            didApply = viaClient ? performThroughClient(action) : navigator.perform(action)
        }
        let after = navigator.state
        if didApply { applied += 1 } else { refused += 1 }
        if didApply, after.aboveTabs != nil { aboveTabsShown += 1 }
        if didApply,
            after.tabs?.items.contains(where: { before.split(in: $0.tab)?.selection != $0.split?.selection }) == true
        {
            tabSplitSelections += 1
        }

        if let violation = checkScreenShown(action, before: before, after: after) { return violation }
        if let violation = checkReadsInPlace(of: after) { return violation }
        if let violation = checkChangeRecordCleared() { return violation }
        if random.next() % 8 == 0, let screen = after.entries.randomElement(using: &random)?.id {
            let model = navigator.screenObject(for: screen) { ScreenModel() }
            models.append((screen, { [weak model] in model }))
        }
        return check(action, applied: didApply, before: before, after: after)
    }

    // MARK: - Invariants

    /// The screen shown is reported once when another screen is on top after a step, as
    /// the state's own rule names it, and never when the same one stays.
    private func checkScreenShown(
        _ action: NavigationAction<TestRoute, TestTab>,
        before: NavigationState<TestRoute, TestTab>,
        after: NavigationState<TestRoute, TestTab>
    ) -> String? {
        defer { shownThisStep = [] }
        guard seed % 2 == 1 else { return nil }
        let expected: [NavigationEvent<TestRoute, TestTab>] =
            before.topScreen == after.topScreen ? [] : [.screenShown(after.topScreen, at: after.topLocation)]
        if !expected.isEmpty { screensShown += 1 }
        guard shownThisStep == expected else {
            return "screen shown: \(action) reported \(shownThisStep), expected \(expected)"
        }
        return nil
    }

    private func check(
        _ action: NavigationAction<TestRoute, TestTab>,
        applied: Bool,
        before: NavigationState<TestRoute, TestTab>,
        after: NavigationState<TestRoute, TestTab>
    ) -> String? {
        // 4. The state is one the library accepts on every path: at most one sheet of an
        //    id, every number finite, and (now and then, it costs a round trip) its
        //    `Codable` form decodes to an equal state.
        var sheetIDs: Set<String> = []
        for presentation in after.presentations {
            if !presentation.style.hasFiniteNumbers { return "invariant 4: a non-finite number after \(action)" }
            guard let id = presentation.style.sheetOptions?.id else { continue }
            if !sheetIDs.insert(id).inserted { return "invariant 4: two sheets of id \(id) after \(action)" }
        }
        // Dialogs are not saved (their actions are the app's values), so only a state
        // without one round-trips whole.
        if random.next() % 32 == 0, after.dialog == nil {
            let decoded = (try? JSONEncoder().encode(after)).flatMap {
                try? JSONDecoder().decode(NavigationState<TestRoute, TestTab>.self, from: $0)
            }
            if decoded != after { return "invariant 4: the state after \(action) does not decode to itself" }
        }

        // 1. Identities are unique and never reused.
        let ids = after.entries.map(\.id)
        if Set(ids).count != ids.count { return "invariant 1: duplicate identity after \(action)" }
        if let reused = ids.first(where: departed.contains) { return "invariant 1: \(reused) reused after \(action)" }
        let newIDs = ids.filter { !seen.contains($0) }
        if let old = newIDs.first(where: { $0.rawValue <= highest && !seen.isEmpty }) {
            return "invariant 1: new identity \(old) is not above every earlier one after \(action)"
        }

        // 2. Presentations hang off one stack; dismissing a stack dismisses what is above it.
        for location in after.locations where after.presentation(over: location) != nil {
            if location != after.baseLocation && !location.isPresented {
                return "invariant 2: \(location) has a presentation but is not the base stack"
            }
        }
        if applied, let screen = action.screen, let (location, index) = before.position(of: screen),
            case .presented(let level) = location
        {
            switch action {
            case .close where after.presentations.count != level - 1,
                .dismiss where index == 0 && after.presentations.count != level - 1:
                return "invariant 2: \(action) left \(after.presentations.count) layers, expected \(level - 1)"
            default: break
            }
        }

        // The layer over the app is the first, a sheet or a cover; the minimized flow, one.
        func coversTheApp(_ layer: NavigationPresentation<TestRoute>) -> Bool {
            switch layer.style {
            case .sheet, .fullScreenCover: layer.placement == .overApp
            case .popover, .inspector: false
            }
        }
        if after.presentations.dropFirst().contains(where: { $0.placement == .overApp })
            || after.presentations.first.map({ $0.placement == .overApp && !coversTheApp($0) }) == true
        {
            return "over the app: a misplaced layer after \(action)"
        }
        if let minimized = after.minimized, !coversTheApp(minimized) {
            return "minimized: \(minimized.style) is no layer over the app after \(action)"
        }

        // 3. One chain, off the selected tab (a layer over the app stays); switching tabs
        //    dismisses it; nothing presents
        //    from a covered stack.
        if case .selectTab(let tab) = action, applied, tab != before.selectedTab, !after.presentations.isEmpty,
            after.presentations.first?.placement != .overApp
        {
            return "invariant 3: \(after.presentations.count) layers survived a switch to \(tab)"
        }
        // The sidebar of the split view the user sees (the app's, or the selected tab's)
        // shows beside the detail, and any stack beside the inspectors over it, so those
        // may present while nothing else is up.
        if case .present(_, _, _, let from?) = action, applied, let location = before.position(of: from)?.location,
            location != before.topLocation
        {
            let (inChain, above): (Bool, ArraySlice<NavigationPresentation<TestRoute>>) =
                switch location {
                case .presented(let level): (true, before.presentations.dropFirst(level))
                default:
                    (
                        location == before.baseLocation || Self.isShownSidebar(location, in: before),
                        before.presentations[...]
                    )
                }
            let onlyInspectors = above.allSatisfy { if case .inspector = $0.style { true } else { false } }
            if !(inChain && onlyInspectors) {
                return "invariant 3: \(from) presented from a covered stack"
            }
        }

        // Dialogs: one at most, over the visible screen, belonging to a screen of the
        // state that is not in a background tab; closed when the visible screen changes;
        // each asked for with an identity never handed out before, and opened either
        // then or from the queue; queued ones only behind an open one, for screens that
        // are still there.
        if after.dialog == nil, !after.queuedDialogs.isEmpty {
            return "\(after.queuedDialogs.count) dialogs queued behind none after \(action)"
        }
        if let gone = after.queuedDialogs.first(where: { !after.contains($0.screen) }) {
            return "queued dialog \(gone.id) outlived its screen \(gone.screen) after \(action)"
        }
        if let dialog = after.dialog {
            guard let (location, _) = after.position(of: dialog.screen) else {
                return "dialog \(dialog.id) outlived its screen \(dialog.screen) after \(action)"
            }
            if !location.isPresented && location != after.baseLocation && !Self.isShownSidebar(location, in: after) {
                return "dialog \(dialog.id) belongs to \(dialog.screen) in a background tab after \(action)"
            }
            if dialog.id != before.dialog?.id, !before.queuedDialogs.contains(dialog) {
                if dialog.id.rawValue <= highest || seenDialogs.contains(dialog.id) {
                    return "dialog identity \(dialog.id) reused after \(action)"
                }
                seenDialogs.insert(dialog.id)
                highest = dialog.id.rawValue
            } else if dialog.id == before.dialog?.id,
                after.topLocation != before.topLocation || after.topStack.top.id != before.topStack.top.id
            {
                return "dialog \(dialog.id) stayed up while the visible screen changed after \(action)"
            }
        }
        // After the open one: a replaced state's dialogs open in order, the open one first.
        for queued in after.queuedDialogs where !before.queuedDialogs.contains(queued) {
            if queued.id.rawValue <= highest || seenDialogs.contains(queued.id) {
                return "dialog identity \(queued.id) reused in the queue after \(action)"
            }
            seenDialogs.insert(queued.id)
            highest = queued.id.rawValue
        }

        // A split view's detail shows what is selected, and a new selection dismisses
        // what was presented over it; the app's split view and every tab's alike.
        for tab in [nil] + (after.tabs?.order ?? []).map(Optional.some) {
            guard let split = after.splitView(in: tab) else { continue }
            if split.detail?.root.route != split.detailRootRoute {
                return "split: detail root \(String(describing: split.detail?.root.route)) is not the selection"
            }
            if split.contentSelection != nil && (split.selection == nil || !split.hasContentColumn) {
                return "split: a content selection without a sidebar selection or content column"
            }
            switch action {
            case .selectSidebar, .selectContent:
                let old = before.splitView(in: tab)
                let selected = old?.selection != split.selection || old?.contentSelection != split.contentSelection
                let heldLayers =
                    before.baseLocation == .detailColumn(in: tab) || before.baseLocation == .sidebarColumn(in: tab)
                if applied, selected, heldLayers, !after.presentations.isEmpty,
                    after.presentations.first?.placement != .overApp
                {
                    return "invariant 3: \(after.presentations.count) layers survived \(action)"
                }
            default: break
            }
        }

        // The stack above the tabs: the selected tab cannot change under it; what acts on
        // the visible stack leaves the tabs' stacks alone; going back from it shows the
        // tabs exactly as they were.
        if let violation = checkAboveTabs(action, applied: applied, before: before, after: after) {
            return violation
        }

        // 5. A stale call, like any refused one, changes nothing.
        if let screen = action.screen, !before.contains(screen), after != before {
            return "invariant 5: stale \(action) changed the state"
        }
        if !applied, after != before { return "refused \(action) changed the state" }

        // 6. Stored objects live exactly as long as their screen.
        let live = Set(ids)
        for (screen, model) in models where (model() != nil) != live.contains(screen) {
            return "invariant 6: object of \(screen) alive=\(model() != nil), screen live=\(live.contains(screen))"
        }
        models.removeAll { !live.contains($0.screen) }

        record(after)
        departed.formUnion(Set(before.entries.map(\.id)).subtracting(live))
        return nil
    }

    private func checkAboveTabs(
        _ action: NavigationAction<TestRoute, TestTab>,
        applied: Bool,
        before: NavigationState<TestRoute, TestTab>,
        after: NavigationState<TestRoute, TestTab>
    ) -> String? {
        guard applied, before.aboveTabs != nil, let tabs = before.tabs else { return nil }
        if case .selectTab = action { return "above tabs: \(action) applied under the stack above the tabs" }
        let keepsTabs: Bool
        switch action {
        case .push(_, nil), .present, .showAboveTabs(_, nil), .pop, .popToRoot, .dismissAboveTabs, .dismissPresentation,
            .dismissAllPresentations, .selectDetent:
            keepsTabs = true
        case .close(let screen), .dismiss(let screen), .showAboveTabs(_, let screen?), .push(_, let screen?):
            keepsTabs = before.position(of: screen).map { $0.location == .aboveTabs || $0.location.isPresented } ?? true
        default:
            keepsTabs = false
        }
        guard keepsTabs else { return nil }
        if after.tabs?.items != tabs.items || after.tabs?.selectedIndex != tabs.selectedIndex {
            return "above tabs: \(action) changed the tabs under the stack above them"
        }
        return nil
    }

    private func record(_ state: NavigationState<TestRoute, TestTab>) {
        for entry in state.entries where seen.insert(entry.id).inserted {
            highest = max(highest, entry.id.rawValue)
            screens.append(entry.id)
        }
    }
}
