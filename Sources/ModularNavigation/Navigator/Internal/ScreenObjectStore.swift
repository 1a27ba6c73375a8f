/// Objects stored per screen, such as view models, released when their screen leaves
/// the state.
///
/// SwiftUI may rebuild a screen's view many times; the screen's objects must be created
/// once and live exactly as long as the screen.
@usableFromInline
struct ScreenObjectStore {
    /// Objects by screen, then by type: releasing a screen's objects is one removal,
    /// however many other screens have objects.
    @usableFromInline var objects: [EntryID: [ObjectIdentifier: AnyObject]] = [:]

    @usableFromInline init() {}

    var isEmpty: Bool { objects.isEmpty }

    /// The object stored for a screen under a type's identifier, if any.
    func object(for screen: EntryID, type: ObjectIdentifier) -> AnyObject? {
        objects[screen]?[type]
    }

    /// Stores an object unless one was stored meanwhile; returns the one that is kept.
    func objects(for screen: EntryID) -> [AnyObject] {
        objects[screen].map { Array($0.values) } ?? []
    }

    mutating func store(_ object: AnyObject, for screen: EntryID, type: ObjectIdentifier) -> AnyObject {
        if let existing = objects[screen]?[type] { return existing }
        objects[screen, default: [:]][type] = object
        return object
    }

    /// Releases every object of the screens a change removed, and returns the removal
    /// hooks among them, for the navigator to run once the change is committed.
    @inlinable
    mutating func release<Route, Tab>(departuresOf change: NavigationChange<Route, Tab>) -> [RemovalHooks] {
        guard !objects.isEmpty else { return [] }
        var leaving: [RemovalHooks] = []
        change.eachDeparted { entry in
            if let hooks = objects.removeValue(forKey: entry.id)?[ObjectIdentifier(RemovalHooks.self)] {
                // Stored only under its own type's identifier, so the cast holds.
                if let hooks = hooks as? RemovalHooks { leaving.append(hooks) }
            }
        }
        return leaving
    }

    /// Releases every screen's objects, as when a window closes, and returns their
    /// removal hooks.
    mutating func releaseAll() -> [RemovalHooks] {
        defer { objects.removeAll() }
        // In the order the screens were made, so a closing window runs them as a pop would.
        return objects.sorted { $0.key < $1.key }.compactMap {
            $0.value[ObjectIdentifier(RemovalHooks.self)] as? RemovalHooks
        }
    }
}
