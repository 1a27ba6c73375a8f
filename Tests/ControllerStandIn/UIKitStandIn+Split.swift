package import ModularNavigation
package import ModularNavigationDrawing

/// The split view controllers UIKit shows, the app's (`nil`) or a tab's: their columns
/// side by side, or their compact column's one stack, and the user's taps on them.
extension UIKitStandIn {
    /// The app's split view controller's columns.
    package var splitColumns: ControllerSplit<Route>.Columns? { columns[nil] }
    /// The app's split view's compact column's screens.
    package var compact: [ControllerSplit<Route>.Item] { compacts[nil] ?? [] }

    /// Whether a split view controller shows this split view: its columns' stacks side
    /// by side, or collapsed the one stack they read as, and the content list.
    func showsSplit(_ split: NavigationSplit<Route>, in tab: Tab?) -> Bool {
        let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: tab)
        let shown = [sidebar, detail].map { controllers[$0] ?? [] }
        let drawn = [split.sidebar.entries.map(\.id), split.detail?.entries.map(\.id) ?? []]
        let columns = columns[tab]
        let stacks =
            columns?.isCollapsed == true ? compacts[tab] ?? [] == ControllerSplit.items(of: split) : shown == drawn
        return stacks && columns?.content == (split.hasContentColumn ? split.selection : nil)
    }

    /// Collapses a split view into its compact column (`true`, compact width) or spreads
    /// it into its columns again; `tab` names a tab's split view, `nil` the app's.
    package func collapseSplit(_ collapsed: Bool, in tab: Tab? = nil) {
        drawing.splitDidCollapse(collapsed, in: tab)
    }

    /// Taps a row of a split view's list, or (`nil`) clears its selection.
    package func select(_ route: Route?, in list: SplitList, of tab: Tab? = nil) {
        drawing.userSelected(route, in: list, of: tab)
    }

    /// Taps the back button of a collapsed split view's top screen, or swipes back.
    ///
    /// - Returns: Whether the back button showed and nothing was moving.
    @discardableResult package func goBackCollapsed(in tab: Tab? = nil, cancelled: Bool = false) -> Bool {
        guard var screens = compacts[tab], screens.count > 1, compactBackButtons[tab] == true,
            !compactsMoving.contains(tab), !presentationMoving, presented.isEmpty
        else { return false }
        let reported = drawing.collapsedWillShow(in: tab)
        let top = screens.removeLast()
        compacts[tab] = screens
        compactsMoving.insert(tab)
        running.append { [self] in
            compactsMoving.remove(tab)
            if cancelled { compacts[tab, default: []].append(top) }
            if reported { drawing.collapsedTransitionEnded(holding: compacts[tab]?.count ?? 0, in: tab) }
        }
        return true
    }

    // MARK: - UIKit's calls

    package func showSplit(_ shown: ControllerSplit<Route>.Columns, in tab: Tab?) {
        calls.append("split\(tab.map { " \($0)" } ?? "") \(shown.isCollapsed ? "collapsed" : "columns")")
        let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: tab)
        if columns[tab]?.isCollapsed != shown.isCollapsed {
            // What the other side held moves to where the split view now shows it.
            if shown.isCollapsed {
                discardController(at: sidebar)
                discardController(at: detail)
            } else {
                compacts[tab] = []
            }
        }
        if !shown.showsDetail { discardController(at: detail) }
        columns[tab] = shown
    }

    package func performCollapsed(_ items: [ControllerSplit<Route>.Item], in tab: Tab?) {
        if compactsMoving.contains(tab) { failures.append("set the compact column while it moves") }
        calls.append("compact\(tab.map { " \($0)" } ?? ""): set \(items.count)")
        let wasEmpty = compacts[tab]?.isEmpty ?? true
        compacts[tab] = items
        let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: tab)
        for case .screen(let entry, let index, let inDetail) in items where modes[entry.id] == nil {
            built(entry.id, at: inDetail ? detail : sidebar, index: index)
        }
        let inWindow = drawing.isOnScreen && (tab == nil || tab == selectedTab)
        guard inWindow, !wasEmpty else { return drawing.collapsedTransitionEnded(holding: items.count, in: tab) }
        compactsMoving.insert(tab)
        _ = drawing.collapsedWillShow(in: tab)
        running.append { [self] in
            compactsMoving.remove(tab)
            drawing.collapsedTransitionEnded(holding: compacts[tab]?.count ?? 0, in: tab)
        }
    }

    package func allowGoingBackCollapsed(_ allowed: Bool, in tab: Tab?) {
        compactBackButtons[tab] = allowed
    }

    /// A tab's controllers are gone: the tab left, or holds another layout.
    func discardTab(_ tab: Tab) {
        discardController(at: .tab(tab))
        discardController(at: .tabDetail(tab))
        columns[tab] = nil
        compacts[tab] = nil
        compactsMoving.remove(tab)
        compactBackButtons[tab] = nil
    }
}
