import HomeFeature
public import ModularNavigation

extension ExampleLayout {
    /// A state saved in another layout, shown in this one: the same section with the
    /// same screens, and what was presented over them.
    ///
    /// Every layout shows one section at a time: a tab, or the sidebar's selection.
    /// Home is the sidebar itself, so the Home tab's screens are pushed on the sidebar,
    /// and a split view with nothing selected comes back on the Home tab. In three
    /// columns the first screen pushed on a section's list is the content selection, the
    /// rest the detail's path; the other layouts push it on the section's stack. A stack
    /// above the tabs is pushed on the section's screens, as a split view shows one.
    /// Sections other than the one shown start fresh, as do a dialog and anything the
    /// new layout cannot show.
    ///
    /// - Parameter saved: A state in any layout.
    /// - Returns: A state in this layout.
    public func adapting(_ saved: NavigationState<AppRoute, AppTab>) -> NavigationState<AppRoute, AppTab> {
        let shown = ShownSection(saved)
        var state = initialState
        switch self {
        case .tabs, .tabsWithSplit:
            let tab = shown.section.flatMap { section in AppTab.allCases.first { AppRoute.root(of: $0) == section } }
            // A section no tab starts with is pushed on Home, where the dashboard leads.
            let path = tab == nil ? (shown.section.map { [$0] } ?? []) + shown.path : shown.path
            _ = try? state.perform(.selectTab(tab ?? .home))
            if let tab, state.split(in: tab) != nil, let picked = path.first {
                // A tab's split view: the first screen is the item picked in its sidebar.
                _ = try? state.perform(.selectSidebar(picked, in: tab))
                _ = try? state.perform(.replaceStack(at: .tabDetail(tab), path: Array(path.dropFirst())))
            } else {
                _ = try? state.perform(.replaceStack(at: .tab(tab ?? .home), path: path))
            }
        case .split, .threeColumns:
            state = splitState(showing: shown)
        }
        for presentation in saved.presentations {
            // A layer this layout cannot hang anywhere ends the chain there.
            do {
                try state.perform(.present(presentation.stack.root.route, presentation.style))
                for entry in presentation.stack.path { try state.perform(.push(entry.route)) }
            } catch {
                break
            }
        }
        return state
    }

    /// The split view (two or three columns) showing a section and its screens.
    private func splitState(showing shown: ShownSection) -> NavigationState<AppRoute, AppTab> {
        let sidebar = AppRoute.home(.dashboard)
        guard let section = shown.section else {
            var state = NavigationState<AppRoute, AppTab>(sidebar: sidebar)
            if self == .threeColumns,
                let threeColumns = try? NavigationState<AppRoute, AppTab>(
                    sidebar: sidebar, selection: nil, contentSelection: nil)
            {
                state = threeColumns
            }
            _ = try? state.perform(.replaceStack(at: .sidebar, path: shown.path))
            return state
        }
        guard self == .threeColumns,
            let state = try? NavigationState<AppRoute, AppTab>(
                sidebar: sidebar, selection: section, contentSelection: shown.path.first,
                detailPath: Array(shown.path.dropFirst()))
        else { return NavigationState(sidebar: sidebar, selection: section, detailPath: shown.path) }
        return state
    }
}

/// The section a state shows, in any layout: its root route (`nil` for Home, the
/// sidebar itself) and the screens shown beyond it, bottom first.
private struct ShownSection {
    var section: AppRoute?
    var path: [AppRoute]

    init(_ state: NavigationState<AppRoute, AppTab>) {
        switch state.base {
        case .tabs(let tabs):
            let stack = tabs.items[tabs.selectedIndex].stack
            let isHome = stack.root.route == AppRoute.root(of: .home)
            section = isHome ? nil : stack.root.route
            // A stack above the tabs (a checkout) reads as pushed on the section, as a
            // layout without tabs shows it; what hung off it comes along. A tab's split
            // view reads as its sidebar, then its detail.
            let detail = tabs.items[tabs.selectedIndex].split?.detail?.entries ?? []
            path = (stack.entries.dropFirst() + detail + (tabs.above?.entries ?? [])).map(\.route)
        case .split(let split):
            section = split.selection
            if split.selection == nil {
                path = split.sidebar.path.map(\.route)
            } else if split.hasContentColumn {
                // The content list is the section's root; its selection the first screen beyond.
                path = split.detail?.entries.map(\.route) ?? []
            } else {
                path = split.detail?.path.map(\.route) ?? []
            }
        case .stack(let stack):
            section = nil
            path = stack.path.map(\.route)
        }
    }
}
