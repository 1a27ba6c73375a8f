/// A stack presented modally over the one below it, with the style it is shown in.
public struct NavigationPresentation<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Sheet (with its options) or full-screen cover.
    public let style: PresentationStyle
    /// The presented stack; its root is the screen the presentation was opened with.
    public internal(set) var stack: NavigationStackState<Route>

    package init(style: PresentationStyle, stack: NavigationStackState<Route>) {
        self.style = style
        self.stack = stack
    }
}

extension NavigationPresentation: Codable where Route: Codable {}
