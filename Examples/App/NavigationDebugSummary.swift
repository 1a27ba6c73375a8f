public import ModularNavigation

extension Navigator {
    /// One line for a debug overlay: the visible stack's depth, whether it can pop, and
    /// how many layers are presented.
    public var debugSummary: String {
        let presented = state.presentations.count
        let top = topStack
        return "depth \(top.depth) · canPop \(top.depth > 0) · presented \(presented)"
    }
}
