/// The observation key of every part, made once and found without hashing the part.
///
/// The registrar tells parts apart by key path, and a key path with a subscript argument
/// is a different key for every argument. Each part gets a small integer as that
/// argument (cheap for the registrar to hash and compare) and its key path is kept in
/// an array slot, so a change looks up its keys by index, not through a dictionary of
/// generic parts.
///
/// A class, so that a change walking the keys while it calls the registrar reads one
/// reference: a struct stored in the navigator is copied for that walk, retaining and
/// releasing each of its collections on every change.
///
/// Its fields skip the run-time exclusivity check (`@exclusivity(unchecked)`): each check
/// was a call into the runtime, five or six per change, a tenth of a present. No access
/// to them can overlap another: every method reads or writes a field and lets go of it
/// before it calls out (to `make`, or to the caller's `body`), and the class is only used
/// on the main actor, through the navigator.
@usableFromInline
final class ObservationKeys<Root, Tab: Hashable & Sendable> {
    /// Keys of the fixed parts, the single stack, and the tabs, by slot.
    @exclusivity(unchecked) @usableFromInline var bySlot: [ObservationKey<Root>?] = []
    /// The first of the two slots (stack, presentation over it) of each tab, of each
    /// tab's detail column, and of each level too deep (or too odd, from data) for
    /// ``presented``.
    @exclusivity(unchecked) @usableFromInline var tabSlots: [Tab: Int] = [:]
    @exclusivity(unchecked) @usableFromInline var tabDetailSlots: [Tab: Int] = [:]
    /// The tab whose stack was last looked up, with its first slot.
    ///
    /// Changes come in runs on the selected tab, and hashing the tab for ``tabSlots`` was
    /// a tenth of a push; a tab's slots never change once handed out, so this never goes
    /// stale.
    @exclusivity(unchecked) @usableFromInline var recentTab: (tab: Tab, slot: Int)?
    @exclusivity(unchecked) @usableFromInline var farLevelSlots: [Int: Int] = [:]
    /// Keys of presented levels: `2 × (level - 1)` for the stack, plus one for the
    /// presentation over it.
    @exclusivity(unchecked) @usableFromInline var presented: [ObservationKey<Root>?] = []

    @usableFromInline init() {}

    /// The key of a part, made with `make` from the part's number the first time.
    @inlinable
    func key(
        for part: ObservedPart<Tab>,
        make: (Int, _ isLayer: Bool) -> ObservationKey<Root>
    ) -> ObservationKey<Root> {
        switch part {
        case .whole: return fixed(0, make)
        case .top: return fixed(1, make)
        case .tabSelection: return fixed(2, make)
        case .splitSelection: return fixed(6, make)
        case .policy: return fixed(3, make)
        case .stack(let location): return key(for: location, offset: 0, make)
        case .presentation(let location): return key(for: location, offset: 1, make)
        }
    }

    @inlinable
    func key(
        for location: StackLocation<Tab>,
        offset: Int,
        _ make: (Int, _ isLayer: Bool) -> ObservationKey<Root>
    ) -> ObservationKey<Root> {
        // The layer over a stack sits one slot after it, with a key of its own type.
        let isLayer = offset == 1
        switch location {
        case .main:
            return fixed(4 + offset, layer: isLayer, make)
        case .sidebar:
            return fixed(7 + offset, layer: isLayer, make)
        case .detail:
            return fixed(9 + offset, layer: isLayer, make)
        case .aboveTabs:
            return fixed(11 + offset, layer: isLayer, make)
        case .minimized:
            return fixed(13 + offset, layer: isLayer, make)
        case .tab(let tab):
            let first = tabSlot(of: tab) ?? newSlotPair()
            tabSlots[tab] = first
            return fixed(first + offset, layer: isLayer, make)
        case .tabDetail(let tab):
            let first = tabDetailSlots[tab] ?? newSlotPair()
            tabDetailSlots[tab] = first
            return fixed(first + offset, layer: isLayer, make)
        case .presented(let level) where !(1...Self.nearLevels).contains(level):
            let first = farLevelSlots[level] ?? newSlotPair()
            farLevelSlots[level] = first
            return fixed(first + offset, layer: isLayer, make)
        case .presented(let level):
            let index = 2 * (level - 1) + offset
            while presented.count <= index { presented.append(nil) }
            if let key = presented[index] { return key }
            // Negative numbers, so presented levels never meet the slots above.
            let key = make(-1 - index, isLayer)
            presented[index] = key
            return key
        }
    }

    /// Calls `body` with the key of each part a change touched that anyone ever read.
    ///
    /// One call for the whole change, so the keys are looked up in place: a lookup per
    /// part from the navigator copied these collections for each part.
    @inlinable
    @inline(__always)
    func forEachKey<Route>(
        touchedBy change: NavigationChange<Route, Tab>,
        topChanged: Bool,
        _ body: (ObservationKey<Root>) -> Void
    ) {
        func send(_ key: ObservationKey<Root>?) { if let key { body(key) } }
        send(existingKey(for: .whole))
        change.stacks.each { send(existingKey(for: .stack($0))) }
        change.presentationsOver.each { send(existingKey(for: .presentation($0))) }
        if case .some(let location) = change.restyled { send(existingKey(for: .presentation(location))) }
        if change.tabsChanged { send(existingKey(for: .tabSelection)) }
        if change.splitChanged { send(existingKey(for: .splitSelection)) }
        if topChanged { send(existingKey(for: .top)) }
    }

    /// The key of a part if anyone ever read that part, or `nil`: a part nobody read has
    /// no observer to tell, so a change skips it without calling the registrar.
    @inlinable
    func existingKey(for part: ObservedPart<Tab>) -> ObservationKey<Root>? {
        switch part {
        case .whole: return slot(0)
        case .top: return slot(1)
        case .tabSelection: return slot(2)
        case .splitSelection: return slot(6)
        case .policy: return slot(3)
        case .stack(let location): return existingKey(for: location, offset: 0)
        case .presentation(let location): return existingKey(for: location, offset: 1)
        }
    }

    @inlinable
    func existingKey(for location: StackLocation<Tab>, offset: Int) -> ObservationKey<Root>? {
        switch location {
        case .main:
            return slot(4 + offset)
        case .sidebar:
            return slot(7 + offset)
        case .detail:
            return slot(9 + offset)
        case .aboveTabs:
            return slot(11 + offset)
        case .minimized:
            return slot(13 + offset)
        case .tab(let tab):
            return tabSlot(of: tab).flatMap { slot($0 + offset) }
        case .tabDetail(let tab):
            return tabDetailSlots[tab].flatMap { slot($0 + offset) }
        case .presented(let level) where !(1...Self.nearLevels).contains(level):
            return farLevelSlots[level].flatMap { slot($0 + offset) }
        case .presented(let level):
            let index = 2 * (level - 1) + offset
            return index < presented.count ? presented[index] : nil
        }
    }

    /// The first of a tab's two slots, if it has them.
    @inlinable
    func tabSlot(of tab: Tab) -> Int? {
        if let recentTab, recentTab.tab == tab { return recentTab.slot }
        guard let slot = tabSlots[tab] else { return nil }
        recentTab = (tab, slot)
        return slot
    }

    @inlinable
    func slot(_ slot: Int) -> ObservationKey<Root>? {
        slot < bySlot.count ? bySlot[slot] : nil
    }

    /// Levels kept in ``presented``; deeper ones, and levels from data that no state
    /// can have, are numbered on demand like tabs, so no level sizes an array.
    @inlinable static var nearLevels: Int { 64 }

    /// The first slot handed out in pairs: below it are the parts of the state every
    /// app has one of (0–3), the single stack (4, 5), the split selection (6), the
    /// sidebar (7, 8), the detail (9, 10) and the stack above the tabs (11, 12).
    @inlinable static var firstPairSlot: Int { 15 }

    @inlinable
    func newSlotPair() -> Int {
        let first = max(bySlot.count, Self.firstPairSlot)
        while bySlot.count < first + 2 { bySlot.append(nil) }
        return first
    }

    @inlinable
    func fixed(
        _ slot: Int,
        layer: Bool = false,
        _ make: (Int, _ isLayer: Bool) -> ObservationKey<Root>
    ) -> ObservationKey<Root> {
        while bySlot.count <= slot { bySlot.append(nil) }
        if let key = bySlot[slot] { return key }
        let key = make(slot, layer)
        bySlot[slot] = key
        return key
    }
}

/// A part of the navigation state that views observe apart from the rest.
@usableFromInline
enum ObservedPart<Tab: Hashable & Sendable> {
    case whole
    case top
    case tabSelection
    /// A split view's sidebar and content selections.
    case splitSelection
    case policy
    /// The stack at a location.
    case stack(StackLocation<Tab>)
    /// The presentation directly over a location.
    case presentation(StackLocation<Tab>)
}
