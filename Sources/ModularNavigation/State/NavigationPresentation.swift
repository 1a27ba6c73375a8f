/// A stack presented modally over the one below it, with the style it is shown in.
public struct NavigationPresentation<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Sheet (with its options) or full-screen cover.
    public let style: PresentationStyle
    @usableFromInline var _stack: NavigationStackState<Route>
    /// The presented stack; its root is the screen the presentation was opened with.
    public internal(set) var stack: NavigationStackState<Route> {
        @inlinable get { _stack }
        _modify { yield &_stack }
        set { _stack = newValue }
    }

    @inlinable
    package init(style: PresentationStyle, stack: NavigationStackState<Route>) {
        self.style = style
        self._stack = stack
    }
}

extension NavigationPresentation: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case style
        case _stack = "stack"
    }
}
