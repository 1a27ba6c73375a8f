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
