/// One mutation an `AppRouter` app applies per UI update.
public enum RouterStep: Hashable {
    public typealias Route = BenchRoute
    public typealias Tab = BenchTab

    /// `router.dismiss()`: closes the top sheet or cover.
    case dismiss
    /// `router.select(tab)`.
    case select(Tab)
    /// `router.paths[tab] = path`: the whole path in one assignment.
    case setPath(Tab, [Route])
}

extension AppRouter {
    /// The updates a hand-written router goes through to reach a tab showing a path.
    ///
    /// Source: `handleQuickAction` of seed 002 ("always clean slate first": `popToRoot()`,
    /// `dismiss()`, then navigate), made to work on screen the way such apps do it, one
    /// mutation per update because SwiftUI drops a push made in the same update as a
    /// dismissal: `dismiss()` once per open sheet, top first, then the tab, then the
    /// tab's whole path in one assignment. Steps that change nothing are left out.
    public func quickActionSteps(to tab: Tab, path: [Route]) -> [RouterStep] {
        var steps: [RouterStep] = Array(repeating: .dismiss, count: modals.count)
        if tab != selectedTab { steps.append(.select(tab)) }
        if paths[tab] != path { steps.append(.setPath(tab, path)) }
        return steps
    }

    /// Applies one step, as the app does once the previous update has finished on screen.
    public func apply(_ step: RouterStep) {
        switch step {
        case .dismiss: dismiss()
        case .select(let tab): select(tab)
        case .setPath(let tab, let path): paths[tab] = path
        }
    }
}
