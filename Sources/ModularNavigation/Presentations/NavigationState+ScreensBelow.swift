extension NavigationState {
    /// A screen and the screens under it, nearest first: down its own stack, then down
    /// each layer its layer was presented over, and from the stack above the tabs down the
    /// selected tab's, which it covers as a layer covers its presenter.
    ///
    /// A finish hands its value to the first of them that a presenter awaits.
    ///
    /// A layer that leaves its presenter in front (an inspector) is under no layer above
    /// it. The stack beside it may present, and what it presents goes on top of the one
    /// chain over the inspector without being part of the inspector's flow. The state does
    /// not record which of the two presented a layer over an inspector, so the rule takes
    /// the reading that never misdelivers: a sheet beside an awaited inspector finishes
    /// its own flow, and a screen in the inspector that wants a sheet's value awaits the
    /// sheet it presents.
    func screensBelow(_ screen: EntryID) -> [EntryID] {
        guard let (location, index) = position(of: screen) else { return [] }
        var result = (stack(at: location)?.entries[...index].reversed().map(\.id)) ?? []
        var below: [StackLocation<Tab>] = []
        var level = location.presentationLevel ?? 0
        while level > 0 {
            let presenter = presenterLocation(ofLevel: level)
            below.append(presenter)
            level = presenter.presentationLevel ?? 0
        }
        if (below.last ?? location) == .aboveTabs, let tabs {
            below.append(tabs._items[tabs._selectedIndex].baseLocation)
        }
        for location in below {
            result += stack(at: location)?.entries.reversed().map(\.id) ?? []
        }
        return result
    }
}
