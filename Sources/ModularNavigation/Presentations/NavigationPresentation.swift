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
    @usableFromInline var _placement: PresentationPlacement
    /// Whether the layer belongs to its presenter or hangs over the whole app, staying
    /// up while the tab changes under it (see ``PresentationPlacement``).
    @inlinable public var placement: PresentationPlacement { _placement }
}

extension NavigationPresentation: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case style, stack
        // Absent for a layer over its presenter, so that states encode as they always
        // did and archives from before placements decode.
        case placement
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try container.decode(PresentationStyle.self, forKey: .style),
            stack: try container.decode(NavigationStackState<Route>.self, forKey: .stack),
            placement: try container.decodeIfPresent(PresentationPlacement.self, forKey: .placement) ?? .overPresenter)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_style, forKey: .style)
        try container.encode(_stack, forKey: .stack)
        if _placement != .overPresenter { try container.encode(_placement, forKey: .placement) }
    }
}
