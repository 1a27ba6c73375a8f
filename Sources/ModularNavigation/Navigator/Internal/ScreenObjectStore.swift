/// Objects stored per screen, such as view models, released when their screen leaves
/// the state.
///
/// SwiftUI may rebuild a screen's view many times; the screen's objects must be created
/// once and live exactly as long as the screen.
@usableFromInline
struct ScreenObjectStore {
    /// One object a screen stores, under its type's identifier.
    @usableFromInline typealias Stored = (type: ObjectIdentifier, object: AnyObject)

    /// Objects by screen, then in the order they were made.
    ///
    /// Releasing a screen's objects is one removal, however many other screens have objects.
    /// A screen keeps a handful at most (its view model, its removal hooks), so a list
    /// searched in full costs less than a dictionary of its own: the dictionary's storage was
    /// most of storing a screen's first object.
    @usableFromInline var objects: [EntryID: [Stored]] = [:]

    @usableFromInline init() {}

    var isEmpty: Bool { objects.isEmpty }

    /// The object stored for a screen under a type's identifier, if any.
    @usableFromInline
    func object(for screen: EntryID, type: ObjectIdentifier) -> AnyObject? {
        objects[screen]?.first { $0.type == type }?.object
    }

    /// Every object stored for a screen.
    func objects(for screen: EntryID) -> [AnyObject] {
        objects[screen]?.map(\.object) ?? []
    }

    /// Stores an object unless one was stored meanwhile; returns the one that is kept.
    @usableFromInline
    mutating func store(_ object: AnyObject, for screen: EntryID, type: ObjectIdentifier) -> AnyObject {
        if let existing = self.object(for: screen, type: type) { return existing }
        objects[screen, default: []].append((type, object))
        return object
    }

    /// Releases every object of the screens a change removed, and returns the removal
    /// hooks among them, for the navigator to run once the change is committed.
    @inlinable
    mutating func release<Route, Tab>(departuresOf change: NavigationChange<Route, Tab>) -> [RemovalHooks] {
        guard !objects.isEmpty else { return [] }
        var leaving: [RemovalHooks] = []
        change.eachDeparted { entry in
            if let stored = objects.removeValue(forKey: entry.id) {
                leaving.append(contentsOf: stored.lazy.compactMap(Self.removalHooks))
            }
        }
        return leaving
    }

    /// Releases every screen's objects, as when a window closes, and returns their
    /// removal hooks.
    mutating func releaseAll() -> [RemovalHooks] {
        defer { objects.removeAll() }
        // In the order the screens were made, so a closing window runs them as a pop would.
        return objects.sorted { $0.key < $1.key }.flatMap { $0.value.compactMap(Self.removalHooks) }
    }

    /// A screen's removal hooks, stored only under their own type's identifier.
    @usableFromInline
    static func removalHooks(_ stored: Stored) -> RemovalHooks? {
        stored.type == ObjectIdentifier(RemovalHooks.self) ? stored.object as? RemovalHooks : nil
    }
}
