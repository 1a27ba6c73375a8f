/// What a screen asked to run when it leaves the state, kept among its screen objects so
/// that every path that releases those (a pop, a dismissal, a replaced stack or state, a
/// closed window) runs them, once.
@usableFromInline
@MainActor
final class RemovalHooks {
    private var actions: [@MainActor () -> Void] = []

    @usableFromInline init() {}

    func add(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// Runs each hook once, in the order they were added.
    @usableFromInline
    func run() {
        let due = actions
        actions.removeAll()
        for action in due { action() }
    }
}
