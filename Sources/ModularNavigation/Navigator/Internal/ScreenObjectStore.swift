/// Objects stored per screen, such as view models, released when their screen leaves
/// the state.
///
/// SwiftUI may rebuild a screen's view many times; the screen's objects must be created
/// once and live exactly as long as the screen.
@usableFromInline
struct ScreenObjectStore {
    /// One object a screen stores, under its type's identifier.
    @usableFromInline typealias Stored = (screen: EntryID, type: ObjectIdentifier, object: AnyObject)

    /// Every stored object, ordered by screen, each screen's in the order they were made.
    ///
    /// Identities are handed out in increasing order, so a new screen's objects go at the
    /// end, and the screen a pop releases is at the end: storing and releasing neither hash
    /// nor allocate. A dictionary of lists by screen hashed the identity and gave every
    /// screen a list of its own, which was most of storing a screen's first object.
    /// A screen elsewhere is found by binary search; a screen keeps a handful of objects at
    /// most (its view model, its removal hooks).
    @usableFromInline var stored: [Stored] = []

    @usableFromInline init() {}

    var isEmpty: Bool { stored.isEmpty }

    /// Where a screen's objects are, or where they would go: an empty range there.
    @usableFromInline
    func range(of screen: EntryID) -> Range<Int> {
        // A new screen is above every stored one: no search.
        guard let last = stored.last, last.screen >= screen else { return stored.endIndex..<stored.endIndex }
        var low = stored.startIndex
        var high = stored.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if stored[middle].screen < screen { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < stored.endIndex, stored[end].screen == screen { end += 1 }
        return low..<end
    }

    /// The object stored for a screen under a type's identifier, if any.
    @usableFromInline
    func object(for screen: EntryID, type: ObjectIdentifier) -> AnyObject? {
        object(in: range(of: screen), type: type)
    }

    /// The object stored under a type's identifier among a screen's objects.
    private func object(in range: Range<Int>, type: ObjectIdentifier) -> AnyObject? {
        stored[range].first { $0.type == type }?.object
    }

    /// Every object stored for a screen.
    func objects(for screen: EntryID) -> [AnyObject] {
        stored[range(of: screen)].map(\.object)
    }

    /// Stores an object unless one was stored meanwhile; returns the one that is kept.
    @usableFromInline
    mutating func store(_ object: AnyObject, for screen: EntryID, type: ObjectIdentifier) -> AnyObject {
        let range = range(of: screen)
        if let existing = self.object(in: range, type: type) { return existing }
        // At the end, as nearly always, an append: an insert there is a general
        // replacement of an empty range.
        if range.upperBound == stored.endIndex {
            stored.append((screen, type, object))
        } else {
            stored.insert((screen, type, object), at: range.upperBound)
        }
        return object
    }

    /// Releases every object of the screens a change removed, and returns the removal
    /// hooks among them, for the navigator to run once the change is committed.
    @inlinable
    @inline(__always)
    mutating func release<Route, Tab>(departuresOf change: NavigationChange<Route, Tab>) -> [RemovalHooks] {
        guard !stored.isEmpty else { return [] }
        var leaving: [RemovalHooks] = []
        // Plain loops, and a removal from the end where a pop's screen is: a lazy
        // `compactMap` appended and a general `removeSubrange` brought a kilobyte of
        // generic collection code into every pop, past what the instruction cache holds
        // of a push and a pop together (`--profile screenObject` under cachegrind).
        change.eachDeparted { entry in
            let range = range(of: entry.id)
            guard !range.isEmpty else { return }
            for index in range {
                if let hooks = Self.removalHooks(stored[index]) { leaving.append(hooks) }
            }
            if range.upperBound == stored.endIndex {
                for _ in range { stored.removeLast() }
            } else {
                stored.removeSubrange(range)
            }
        }
        return leaving
    }

    /// Releases every screen's objects, as when a window closes, and returns their
    /// removal hooks.
    mutating func releaseAll() -> [RemovalHooks] {
        defer { stored.removeAll() }
        // In the order the screens were made, so a closing window runs them as a pop would.
        return stored.compactMap(Self.removalHooks)
    }

    /// A screen's removal hooks, stored only under their own type's identifier.
    @usableFromInline
    static func removalHooks(_ stored: Stored) -> RemovalHooks? {
        stored.type == ObjectIdentifier(RemovalHooks.self) ? stored.object as? RemovalHooks : nil
    }
}
