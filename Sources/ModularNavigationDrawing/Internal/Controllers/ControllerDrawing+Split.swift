package import ModularNavigation

/// The split views in split view controllers, the app's or a tab's: their columns side by
/// side, or the one stack they read as when collapsed, and what the user does with them.
///
/// A split view is named as the driver names it (`drawnSplit(in:)`): `nil` for the app's,
/// a tab for the one that tab holds. Each has its own split view controller, which
/// collapses on its own.
extension ControllerDrawing {
    /// The stacks of a split view's columns: `sidebar` and `detail` for the app's, a
    /// tab's own stack and `tabDetail` for a tab's.
    package static func columns(of tab: Tab?) -> (sidebar: StackLocation<Tab>, detail: StackLocation<Tab>) {
        guard let tab else { return (.sidebar, .detail) }
        return (.tab(tab), .tabDetail(tab))
    }

    /// The split views the driver draws: the app's, or each tab's that holds one.
    var drawnSplits: [Tab?] {
        if driver.appSplit != nil { return [nil] }
        return driver.tabOrder.filter { driver.tabSplits[$0] != nil }
    }

    /// Draws a split view as the driver draws it: its columns, then side by side each
    /// column's stack, or collapsed the one stack.
    func drawSplit(in tab: Tab?, on surface: any ControllerSurface<Route, Tab>) {
        guard let split = drawnSplit(in: tab) else { return }
        // Changed in place, before each call: UIKit may report back during it.
        let isCollapsed = splits[tab, default: ControllerSplit()].isCollapsed
        let (sidebar, detail) = Self.columns(of: tab)
        let columns = ControllerSplit<Route>.Columns(
            isCollapsed: isCollapsed, hasContentColumn: split.hasContentColumn,
            content: split.hasContentColumn ? split.selection : nil, showsDetail: split.detail != nil)
        if columns != splits[tab]?.drawnColumns {
            splits[tab]?.drawnColumns = columns
            surface.showSplit(columns, in: tab)
        }
        guard isCollapsed else {
            drawStack(at: sidebar, on: surface)
            if split.detail != nil {
                drawStack(at: detail, on: surface)
            } else if stacks[detail] != nil {
                // The column closed; its departure is the step's signal (`reportShownAlready`).
                forgetStack(at: detail)
            }
            return
        }
        if let items = splits[tab]?.draw(ControllerSplit.items(of: split)) { surface.performCollapsed(items, in: tab) }
        guard let top = splits[tab]?.shown.last else { return }
        let allowed =
            switch top {
            case .screen(let entry, _, _): driver.showsBackButton(on: entry.id)
            // Back from the content list of three columns clears the sidebar's selection.
            case .list: driver.allowsCollapsedBack(clearing: .sidebar, in: tab)
            }
        if let back = splits[tab]?.offersBack(on: top, allowed) { surface.allowGoingBackCollapsed(back, in: tab) }
    }

    /// A split view as the driver draws it (the app's for `nil`), or `nil` without one.
    private func drawnSplit(in tab: Tab?) -> NavigationSplit<Route>? {
        let (sidebarLocation, detail) = Self.columns(of: tab)
        let selections = if let tab { driver.tabSplits[tab] } else { driver.appSplit }
        guard let selections, let sidebar = driver.slot(at: sidebarLocation).stack
        else { return nil }
        return NavigationSplit(drawn: selections, sidebar: sidebar, detail: driver.slot(at: detail).stack)
    }

    /// UIKit collapsed a split view into its compact column (`true`) or spread it into
    /// its columns again: its stacks are drawn anew where they now show.
    ///
    /// - Parameters:
    ///   - collapsed: Whether the split view controller is collapsed now.
    ///   - tab: The tab whose split view it is; `nil` for the app's.
    package func splitDidCollapse(_ collapsed: Bool, in tab: Tab? = nil) {
        report {
            var state = splits[tab] ?? ControllerSplit()
            guard state.isCollapsed != collapsed else { return }
            state.collapse(collapsed)
            splits[tab] = state
            let (sidebar, detail) = Self.columns(of: tab)
            forgetStack(at: sidebar)
            forgetStack(at: detail)
        }
    }

    /// The user picked a row of a split view's list, or cleared its selection.
    ///
    /// - Parameters:
    ///   - route: The row's route, or `nil` for none.
    ///   - list: The list the row is in.
    ///   - tab: The tab whose split view it is; `nil` for the app's.
    package func userSelected(_ route: Route?, in list: SplitList, of tab: Tab? = nil) {
        report { driver.selectionWritten(route, to: list, in: tab) }
    }

    /// A split view's compact column is about to show a screen (`willShow`).
    ///
    /// - Returns: Whether the transition is the user's own, whose end the surface reports.
    package func collapsedWillShow(in tab: Tab? = nil) -> Bool {
        guard var state = splits[tab], !state.isMoving else { return false }
        state.userTransitionBegan()
        splits[tab] = state
        return true
    }

    /// A split view's compact column ended its transition, and holds this many of its screens.
    ///
    /// What the user popped is a list write or a path write, as SwiftUI's collapsed
    /// back button makes it.
    package func collapsedTransitionEnded(holding count: Int, in tab: Tab? = nil) {
        report {
            guard var state = splits[tab] else { return }
            let back = state.transitionEnded(holding: count, of: drawnSplit(in: tab))
            splits[tab] = state
            let (sidebar, detail) = Self.columns(of: tab)
            switch back {
            case .cleared(let list): driver.selectionWritten(nil, to: list, in: tab)
            case .sidebarPath(let path): driver.userDidChange(.pathChanged(path, at: sidebar))
            case .detailPath(let path): driver.userDidChange(.pathChanged(path, at: detail))
            case nil: break
            }
            if isOnScreen, let top = state.topScreen { driver.receive(.appeared(top)) }
        }
    }

    /// Whether a split view's column shows side by side: `nil` for a stack no split view draws.
    func splitShowsColumn(_ location: StackLocation<Tab>) -> Bool? {
        let tab: Tab??
        switch location {
        case .sidebar, .detail: tab = .some(nil)
        case .tabDetail(let owner): tab = owner
        case .tab(let owner) where driver.tabSplits[owner] != nil: tab = owner
        default: tab = nil
        }
        guard let tab else { return nil }
        return splits[tab]?.isCollapsed != true
    }
}
