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
    mutating func store(_ object: AnyObject, for screen: EntryID, type: ObjectIdentifier) -> AnyObject {
        if let existing = objects[screen]?[type] { return existing }
        objects[screen, default: [:]][type] = object
        return object
    }

    /// Releases every object of the given screens.
    @inlinable
    mutating func release<Route>(_ screens: [NavigationEntry<Route>]) {
        guard !objects.isEmpty else { return }
        for screen in screens { objects[screen.id] = nil }
    }
}

extension Navigator {
    /// The object of a type stored for a screen, created by `make` on first request and
    /// released when the screen leaves the state.
    ///
    /// For a screen that is not in the state, `make` runs and nothing is stored.
    public func screenObject<Object: AnyObject>(for screen: EntryID, make: () -> Object) -> Object {
        let stored = screenObject(for: screen, type: ObjectIdentifier(Object.self), make: make)
        // Stored under `Object`'s own identifier, so the cast holds.
        return stored as? Object ?? make()
    }

    @usableFromInline
    func screenObject(for screen: EntryID, type: ObjectIdentifier, make: () -> AnyObject) -> AnyObject {
        guard current.contains(screen) else { return make() }
        if let existing = screenObjects.object(for: screen, type: type) { return existing }
        // `make` runs outside any access to the store: a view model's initializer may ask
        // for another object, or even navigate.
        let made = make()
        guard current.contains(screen) else { return made }
        return screenObjects.store(made, for: screen, type: type)
    }
}
