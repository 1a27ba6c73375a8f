/// A stack presented modally over the one below it, with the style it is shown in.
public struct NavigationPresentation<Route: Hashable & Sendable>: Hashable, Sendable {
    // Stored under `_` names that `@inlinable` code reads and writes; the public names only
    // read, since the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline var _style: PresentationStyle
    /// How the stack is presented, with its options; a sheet's selected detent
    /// changes while it is up.
    public package(set) var style: PresentationStyle {
        @inlinable get { _style }
        set { _style = newValue }
    }
    @usableFromInline var _stack: NavigationStackState<Route>
    /// The presented stack; its root is the screen the presentation was opened with.
    @inlinable public var stack: NavigationStackState<Route> { _stack }
}

extension NavigationPresentation: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case _style = "style"
        case _stack = "stack"
    }
}
