/// Turns a leniently read state into a valid one, measured against the app's fallback.
///
/// The base must be the fallback's kind (see `tabs(_:savedSelection:above:app:)` and
/// `split(_:app:in:)` for what each keeps). Stacks keep their screens up to the first
/// one that cannot be read; presentations hang off the base stack as saved, so they are
/// kept only while everything below them is. Restored screens keep their identities,
/// unless missing, out of range or repeated; screens taken from the fallback get new
/// ones above all others. When no saved screen is kept, the result is `nil` and the
/// caller uses the fallback.
struct RestoreBuilder<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    let fallback: State
    /// The problems met so far, in the order they were met.
    var issues: [RestoreIssue<Tab>] = []
    /// Whether the restored tabs are the saved ones, each restored from what was saved
    /// for it (a log's states, which hold what the navigator held), rather than the
    /// fallback's tabs in the saved order.
    let keepsSavedTabs: Bool
    /// The stacks taken from the fallback, whose screens all get new identities.
    var fromFallback: Set<StackLocation<Tab>> = []
    /// The app tabs the user hid (the saved tab bar customization): not added from the
    /// fallback when the saved state lacks them.
    var hiddenTabs: Set<Tab> = []

    init(fallback: State, keepsSavedTabs: Bool = false) {
        self.fallback = fallback
        self.keepsSavedTabs = keepsSavedTabs
    }

    /// The restored state, or `nil` when nothing saved can be kept.
    mutating func build(_ saved: SavedState<Route, Tab>) -> State? {
        guard let (base, holdsPresentations) = base(saved.base) else { return nil }
        var restored = State(
            base: base, presentations: presentations(saved.presentations, over: holdsPresentations), nextID: 0)
        restored._minimized = saved.minimized.flatMap { minimized($0) }
        let kept = restored.keepingAboveTabsFlow(saved.aboveTabsFlowRoot)
        if saved.aboveTabsFlowRoot != nil, kept._aboveTabsFlowRoot == nil { issues.append(.aboveTabsFlowDropped) }
        return settlingIdentities(of: kept, savedNextID: saved.nextID)
    }

    /// The base, and whether the stack the presentations hang off came back whole, with
    /// its saved selection: only then can the saved presentations hang off it again.
    private mutating func base(_ saved: SavedState<Route, Tab>.Base) -> (State.Base, holdsPresentations: Bool)? {
        switch (saved, fallback.base) {
        case (.unreadable, _):
            issues.append(.corruptData)
            return nil
        case (.stack(let savedStack), .stack):
            return stack(savedStack, at: .main).map { (State.Base.stack($0), savedStack.damage == nil) }
        case (.tabs(let items, let savedSelection, let above), .tabs(let app)):
            return tabs(items, savedSelection: savedSelection, above: above, app: app)
        case (.split(let savedSplit), .split(let app)):
            return split(savedSplit, columns: app.hasContentColumn, in: nil).map {
                (State.Base.split($0.split), $0.holdsPresentations)
            }
        case (.stack, .tabs), (.stack, .split), (.tabs, .stack), (.tabs, .split), (.split, .stack), (.split, .tabs):
            issues.append(.baseMismatch)
            return nil
        }
    }

    /// The readable screens of a saved stack, or `nil` without its root; reports where
    /// reading stopped.
    mutating func stack(_ saved: SavedStack<Route>, at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        switch saved.damage {
        case nil: break
        case (let index, .routeUndecodable)?: issues.append(.routeUndecodable(location: location, index: index))
        case (let index, .corrupt)?: issues.append(.corruptStack(location: location, index: index))
        }
        guard let root = saved.entries.first else { return nil }
        return NavigationStackState(root: root, path: Array(saved.entries.dropFirst()))
    }

    private mutating func presentations(
        _ saved: [SavedPresentation<Route>]?,
        over holdsPresentations: Bool
    ) -> [NavigationPresentation<Route>] {
        guard let saved else {
            issues.append(.corruptPresentation(level: 1))
            return []
        }
        var restored: [NavigationPresentation<Route>] = []
        var intact = holdsPresentations
        for (offset, presentation) in saved.enumerated() {
            guard intact else { break }
            let level = offset + 1
            guard let style = presentation.style else {
                issues.append(.corruptPresentation(level: level))
                break
            }
            guard let restoredStack = stack(presentation.stack, at: .presented(level)) else { break }
            restored.append(
                NavigationPresentation(style: style, stack: restoredStack, placement: presentation.placement))
            intact = presentation.stack.damage == nil
        }
        // A second sheet of one id goes, with what hung off it, as presenting would
        // have refused it.
        if let (index, id) = State.firstRepeatedSheet(in: restored) {
            issues.append(.duplicateSheet(id: id, level: index + 1))
            restored.removeSubrange(index...)
        }
        // A layer over the app where none can be hangs over its presenter, as
        // presenting would have had it; nothing the user saw is lost.
        while let index = State.firstMisplacedLayer(in: restored) {
            issues.append(.placementReset(level: index + 1))
            restored[index]._placement = .overPresenter
        }
        if restored.count < saved.count { issues.append(.presentationsDropped(count: saved.count - restored.count)) }
        return restored
    }

    /// The saved minimized flow, or `nil` when it cannot be one: unreadable, without a
    /// readable root, or not a layer over the app.
    private mutating func minimized(_ saved: SavedPresentation<Route>) -> NavigationPresentation<Route>? {
        guard let style = saved.style, let stack = stack(saved.stack, at: .minimized) else {
            issues.append(.minimizedFlowDropped)
            return nil
        }
        let flow = NavigationPresentation(style: style, stack: stack, placement: saved.placement)
        guard State.canBeMinimized(flow) else {
            issues.append(.minimizedFlowDropped)
            return nil
        }
        return flow
    }

    /// The state with every saved identity that is valid and first in the state's order
    /// kept, and new ones above them for the others and for every screen taken from the
    /// fallback; reports each saved identity replaced.
    private mutating func settlingIdentities(of state: State, savedNextID: UInt64?) -> State {
        // Base stacks first, then presentations: the state's order, in which the first
        // screen to claim a repeated identity keeps it.
        var kept: Set<EntryID> = []
        var keeps: [Bool] = []
        var lowestFree: UInt64 = 0
        for location in state.locations {
            guard let stack = state.stack(at: location) else { continue }
            guard !fromFallback.contains(location) else {
                keeps += repeatElement(false, count: stack.depth + 1)
                continue
            }
            for index in 0...stack.depth {
                let entry = index == 0 ? stack.root : stack.path[index - 1]
                let keep = entry.id.rawValue < EntryID.limit && kept.insert(entry.id).inserted
                if keep {
                    lowestFree = max(lowestFree, entry.id.rawValue + 1)
                } else if entry.id.rawValue >= EntryID.limit {
                    issues.append(.invalidIdentity(location: location, index: index))
                } else {
                    issues.append(.duplicateIdentity(entry.id))
                }
                keeps.append(keep)
            }
        }
        // The next identity leaves room below the limit for the screens that need one.
        let needed = UInt64(keeps.lazy.filter { !$0 }.count)
        var next = lowestFree
        if let savedNextID, savedNextID >= lowestFree, savedNextID <= EntryID.limit - needed {
            next = savedNextID
        } else {
            issues.append(.invalidNextID(found: savedNextID))
        }
        guard needed <= EntryID.limit - next else { return state.renumbering(state, from: 0) { _, _ in false } }
        // Usually every identity is kept, and only the next one is settled.
        guard needed > 0 else { return state.renumbering(state, from: next, at: []) { _, _ in true } }
        var verdicts = keeps.makeIterator()
        return state.renumbering(state, from: next) { _, _ in verdicts.next() ?? false }
    }
}
