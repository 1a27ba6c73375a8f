extension NavigationMode {
    /// The mode the builder of a stack's root screen receives; pushed screens receive
    /// ``push``.
    ///
    /// - Parameters:
    ///   - location: Where the stack is.
    ///   - layer: How the stack is presented, when `location` is a presented one.
    package init<Tab>(rootAt location: StackLocation<Tab>, presentedAs layer: PresentationStyle?) {
        switch location {
        case .main, .tab, .sidebar, .detail, .tabDetail: self = .root
        case .aboveTabs: self = .aboveTabs
        // A presented stack drawn without its layer's style (it is sliding away) keeps
        // being a presented root; a sheet is what every platform can draw.
        case .presented: self = .presented(layer ?? .sheet())
        }
    }
}

extension NavigationState {
    /// The mode the builder of the screen at a position in a stack receives: the stack's
    /// root as ``NavigationMode/init(rootAt:presentedAs:)`` says, pushed above it.
    package func mode(ofScreenAt location: StackLocation<Tab>, index: Int) -> NavigationMode {
        guard index == 0 else { return .push }
        let layer: PresentationStyle? =
            if case .presented(let level) = location, presentations.indices.contains(level - 1) {
                presentations[level - 1].style
            } else {
                nil
            }
        return NavigationMode(rootAt: location, presentedAs: layer)
    }
}
