extension NavigationState {
    /// What changed from `old` to this state.
    package func difference(from old: NavigationState) -> NavigationDifference<Tab> {
        changes(from: old).difference
    }

    /// What changed from `old`, with the screens that left as entries.
    @inlinable
    func changes(from old: NavigationState) -> (
        difference: NavigationDifference<Tab>, departed: [NavigationEntry<Route>]
    ) {
        var difference = NavigationDifference<Tab>()
        var departed: [NavigationEntry<Route>] = []
        var removed: [NavigationEntry<Route>] = []
        var added: [NavigationEntry<Route>] = []

        // Only the base stack and presented stacks can have a presentation over them, so
        // work those out once instead of per location.
        let oldBase = old.baseLocation
        let newBase = baseLocation
        let oldOverBase = old.presentedLayer(over: oldBase)
        let newOverBase = presentedLayer(over: newBase)

        func compare(
            _ location: StackLocation<Tab>,
            _ before: NavigationStackState<Route>?,
            _ after: NavigationStackState<Route>?,
            overBefore: PresentedLayer?,
            overAfter: PresentedLayer?
        ) {
            guard before != after || overBefore != overAfter else { return }
            difference.changedLocations.append(location)
            Self.collectChanges(from: before, to: after, removed: &removed, added: &added)
        }
        func compareBase(
            _ location: StackLocation<Tab>,
            _ before: NavigationStackState<Route>?,
            _ after: NavigationStackState<Route>?
        ) {
            compare(
                location, before, after,
                overBefore: location == oldBase ? oldOverBase : nil,
                overAfter: location == newBase ? newOverBase : nil)
        }

        difference.splitChanged = Self.selectionsDiffer(old.split, split)
        switch (old.base, base) {
        case (.stack(let before), .stack(let after)):
            compareBase(.main, before, after)
        case (.tabs(let before), .tabs(let after)) where before.hasSameOrder(as: after):
            difference.tabsChanged =
                before.selectedIndex != after.selectedIndex || (before.above == nil) != (after.above == nil)
            for index in after.items.indices {
                let (was, now) = (before.items[index], after.items[index])
                compareBase(.tab(now.tab), was.stack, now.stack)
                guard was.split != nil || now.split != nil else { continue }
                compareBase(.tabDetail(now.tab), was.split?.detail, now.split?.detail)
                if Self.selectionsDiffer(was.split, now.split) { difference.splitChanged = true }
            }
            if before.above != nil || after.above != nil { compareBase(.aboveTabs, before.above, after.above) }
        default:
            difference.tabsChanged =
                old.tabs?.order != tabs?.order || old.selectedTab != selectedTab
                || (old.aboveTabs == nil) != (aboveTabs == nil)
            for tab in Set((old.tabs?.order ?? []) + (tabs?.order ?? []))
            where Self.selectionsDiffer(old.split(in: tab), split(in: tab)) {
                difference.splitChanged = true
            }
            var seen: [StackLocation<Tab>] = []
            for location in old.baseLocations + baseLocations where !seen.contains(location) {
                seen.append(location)
                compareBase(location, old.stack(at: location), stack(at: location))
            }
        }
        for level in 1...max(old.presentations.count, presentations.count, 1) {
            let before = old.presentations.indices.contains(level - 1) ? old.presentations[level - 1].stack : nil
            let after = presentations.indices.contains(level - 1) ? presentations[level - 1].stack : nil
            guard before != nil || after != nil else { continue }
            let location = StackLocation<Tab>.presented(level)
            compare(
                location, before, after,
                overBefore: old.presentedLayer(over: location),
                overAfter: presentedLayer(over: location))
        }

        if old.minimized != nil || minimized != nil {
            compare(.minimized, old.minimized?.stack, minimized?.stack, overBefore: nil, overAfter: nil)
        }

        // A screen can move between stacks (a target that keeps it elsewhere), so a
        // screen removed from one changed stack has departed only if no changed stack gained it.
        if !removed.isEmpty {
            let kept = Set(added)
            departed = removed.filter { !kept.contains($0) }
            difference.departedScreens = departed.map { $0.id }
        }
        return (difference, departed)
    }

    /// Whether two versions of a split view differ in what its lists show selected, or
    /// one of them is none.
    @inlinable
    static func selectionsDiffer(_ old: NavigationSplit<Route>?, _ new: NavigationSplit<Route>?) -> Bool {
        old?.selection != new?.selection || old?.contentSelection != new?.contentSelection
            || (old == nil) != (new == nil)
    }

    /// The screens past the common bottom of two versions of a stack.
    @inlinable
    static func collectChanges(
        from before: NavigationStackState<Route>?,
        to after: NavigationStackState<Route>?,
        removed: inout [NavigationEntry<Route>],
        added: inout [NavigationEntry<Route>]
    ) {
        guard let before else {
            if let after { added += after.entries }
            return
        }
        // A stack whose only change is the presentation over it has no screens to walk;
        // unchanged stacks share storage, so this costs nothing whatever their depth.
        guard before != after else { return }
        guard let after, after.root == before.root else {
            removed += before.entries
            if let after { added += after.entries }
            return
        }
        var shared = 0
        while shared < min(before.path.count, after.path.count), before.path[shared] == after.path[shared] {
            shared += 1
        }
        removed += before.path[shared...]
        added += after.path[shared...]
    }
}
