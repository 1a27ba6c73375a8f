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

    // Inlinable so that it is specialized where a client is made: run generic, each search
    // of the state for the screen looked up the metadata of every type it touched, and
    // that was most of a push that makes a view model.
    @inlinable
    func screenObject(for screen: EntryID, type: ObjectIdentifier, make: () -> AnyObject) -> AnyObject {
        // The store holds objects of screens in the state alone (a change releases those of
        // every screen it removes), so a stored object needs no search of the state.
        if let existing = core.screenObjects.object(for: screen, type: type) { return existing }
        // `make` runs outside any access to the store: a view model's initializer may ask
        // for another object, or even navigate, so the screen is looked for once it is made.
        let made = make()
        return core.keep(made, for: screen, type: type)
    }
}
