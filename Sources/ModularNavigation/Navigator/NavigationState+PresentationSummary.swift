extension NavigationState {
    /// A summary of the presentation directly over the stack at a location.
    package func presentationSummary(over location: StackLocation<Tab>) -> PresentationSummary? {
        guard let presentation = presentation(over: location) else { return nil }
        let level =
            switch location {
            // `presentation(over:)` found a layer, so `below` is a valid level under the count.
            case .presented(let below): below + 1
            case .main, .tab, .sidebar, .detail, .aboveTabs: 1
            }
        return PresentationSummary(id: presentation.stack.root.id, style: presentation.style, level: level)
    }
}
