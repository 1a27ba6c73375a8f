extension NavigationStackState {
    /// How many of the screens (or layers) now shown stay when a change names the routes
    /// to show instead of screens: the rule of identity, in one place.
    ///
    /// A screen keeps its identity, its objects and its waits while the change shows the
    /// same route at the same place: the same position of the same stack, every screen
    /// below it kept too, counted from the bottom. So ``NavigationAction/replaceStack(at:root:path:)``
    /// keeps the pushed screens while the new routes match the old ones from the bottom, a
    /// link's target (``NavigationState/navigate(to:policy:)``) keeps each layer while it
    /// shows the target's root in the target's style, and a whole new state
    /// (``NavigationAction/replaceState(_:)``, `reconciled(with:)`) keeps a screen that has
    /// the same identity, route and layer. Everything from the first difference up is new.
    /// A link that asks for a fresh screen (``DeepLinkTarget/withFreshScreen()``) makes
    /// the screen on top new even where this rule would keep it.
    ///
    /// - Parameters:
    ///   - old: What is shown now, bottom first.
    ///   - new: What the change asks for there, bottom first.
    ///   - same: Whether a shown element is what the change asks for at its place.
    /// - Returns: How many elements stay, from the bottom.
    @inlinable
    static func keptCount<Old, New>(_ old: [Old], _ new: [New], same: (Old, New) -> Bool) -> Int {
        var kept = 0
        while kept < min(old.count, new.count), same(old[kept], new[kept]) {
            kept += 1
        }
        return kept
    }
}
