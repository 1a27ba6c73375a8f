#if canImport(Testing)
    import ModularNavigation
    public import Testing

    /// Lets a headless host settle, then expects that it drew everything without a
    /// failure and that the screen shows the navigator's state.
    ///
    /// ```swift
    /// host.swipeBack()
    /// expectSettled(host, "main\n  #0 home")
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host to settle.
    ///   - tree: What the screen must show, as `NavigationState.treeDescription` prints
    ///     it; not checked when `nil`.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    @MainActor
    public func expectSettled<Route, Tab>(
        _ host: HeadlessHost<Route, Tab>,
        _ tree: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        host.settle()
        for failure in host.failures {
            Issue.record("The host could not draw it: \(failure)", sourceLocation: sourceLocation)
        }
        if !host.showsNavigatorState {
            Issue.record(
                "The screen shows\n\(host.tree)\nbut the navigator holds\n\(host.navigator.current.treeDescription)",
                sourceLocation: sourceLocation)
        }
        if let tree, host.tree != tree {
            Issue.record("The screen shows\n\(host.tree)\nexpected\n\(tree)", sourceLocation: sourceLocation)
        }
    }
#endif
