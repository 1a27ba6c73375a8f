/// Rules an app can choose for how its navigation behaves.
public struct NavigationPolicy: Hashable, Sendable {
    /// When `true` (the default), selecting the selected tab again dismisses what is
    /// presented and pops its stack to the root, as system apps do.
    public var popsToRootOnReselect: Bool

    /// Creates a policy.
    ///
    /// - Parameter popsToRootOnReselect: Whether re-selecting a tab returns it to its root.
    public init(popsToRootOnReselect: Bool = true) {
        self.popsToRootOnReselect = popsToRootOnReselect
    }
}
