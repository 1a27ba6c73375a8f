extension NavigationState {
    /// Whether two states draw the same screens: same stacks, tabs and presentations,
    /// whatever identities each would hand out next.
    @inlinable
    public func drawsSame(as other: NavigationState) -> Bool {
        _base == other._base && _presentations == other._presentations
    }

    /// The state with only its lowest `count` presentation layers.
    @inlinable
    func keepingLayers(_ count: Int) -> NavigationState {
        guard _presentations.count > count else { return self }
        var copy = self
        // A new array of the kept layers: removing from a copy would first copy them all.
        copy._presentations = Array(_presentations[..<max(count, 0)])
        return copy
    }
}
