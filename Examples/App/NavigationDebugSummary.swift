public import ModularNavigation

extension Navigator {
    /// One line for a debug overlay: the visible stack's depth, whether it can pop, and
    /// how many layers are presented.
    public var debugSummary: String {
        let presented = state.presentations.count
        return "depth \(depth) · canPop \(canPop) · presented \(presented)"
    }
}
