/// One mutation an `AppRouter` app makes; several may share one UI update.
public enum RouterStep: Hashable {
    public typealias Route = BenchRoute
    public typealias Tab = BenchTab

    /// `router.dismissAll()`: closes every sheet and cover in one update.
    case dismissAll
    /// `router.select(tab)`.
    case select(Tab)
    /// `router.paths[tab] = path`: the whole path in one assignment.
    case setPath(Tab, [Route])
}

extension AppRouter {
    /// The UI updates a competent hand-written router goes through to reach a tab showing
    /// a path, each a list of mutations applied together.
    ///
    /// Models `handleQuickAction` of seed 002 ("always clean slate first") as a competent
    /// user makes it work on screen: `dismissAll()` in one update, since SwiftUI drops a
    /// push made in the same update as a dismissal, then the tab and its whole path
    /// together in the next. Two updates at most; updates that change nothing are left out.
    public func quickActionUpdates(to tab: Tab, path: [Route]) -> [[RouterStep]] {
        var updates: [[RouterStep]] = []
        if !modals.isEmpty { updates.append([.dismissAll]) }
        var navigate: [RouterStep] = []
        if tab != selectedTab { navigate.append(.select(tab)) }
        if paths[tab] != path { navigate.append(.setPath(tab, path)) }
        if !navigate.isEmpty { updates.append(navigate) }
        return updates
    }

    /// Applies one mutation.
    public func apply(_ step: RouterStep) {
        switch step {
        case .dismissAll: dismissAll()
        case .select(let tab): select(tab)
        case .setPath(let tab, let path): paths[tab] = path
        }
    }
}
