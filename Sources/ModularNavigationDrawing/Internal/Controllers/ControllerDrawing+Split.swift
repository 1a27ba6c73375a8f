package import ModularNavigation

/// The app's split view in a split view controller: its columns side by side, or the one
/// stack they read as when collapsed, and what the user does with them.
extension ControllerDrawing {
    /// Draws the split view the driver draws: its columns, then side by side each
    /// column's stack, or collapsed the one stack.
    func drawSplit(on surface: any ControllerSurface<Route, Tab>) {
        guard let split = drawnSplit else { return }
        let columns = ControllerSplit<Route>.Columns(
            isCollapsed: self.split.isCollapsed, hasContentColumn: split.hasContentColumn,
            content: split.hasContentColumn ? split.selection : nil, showsDetail: split.detail != nil)
        if columns != drawnColumns {
            drawnColumns = columns
            surface.showSplit(columns)
        }
        guard self.split.isCollapsed else {
            drawStack(at: .sidebar, on: surface)
            if split.detail != nil {
                drawStack(at: .detail, on: surface)
            } else if stacks[.detail] != nil {
                // The column closed; its departure is the step's signal (`reportShownAlready`).
                forgetStack(at: .detail)
            }
            return
        }
        if let items = self.split.draw(ControllerSplit.items(of: split)) { surface.performCollapsed(items) }
        guard let top = self.split.shown.last else { return }
        let allowed =
            switch top {
            case .screen(let entry, _, _): driver.showsBackButton(on: entry.id)
            // Back from the content list of three columns clears the sidebar's selection.
            case .list: driver.allowsCollapsedBack(clearing: .sidebar)
            }
        if collapsedBack?.top != top || collapsedBack?.allowed != allowed {
            collapsedBack = (top, allowed)
            surface.allowGoingBackCollapsed(allowed)
        }
    }

    /// The app's split view as the driver draws it, or `nil` without one.
    private var drawnSplit: NavigationSplit<Route>? {
        guard let selections = driver.appSplit, let sidebar = driver.slot(at: .sidebar).stack else { return nil }
        return NavigationSplit(drawn: selections, sidebar: sidebar, detail: driver.slot(at: .detail).stack)
    }

    /// UIKit collapsed the split view into its compact column (`true`) or spread it into
    /// its columns again: the stacks are drawn anew where they now show.
    package func splitDidCollapse(_ collapsed: Bool) {
        report {
            guard split.isCollapsed != collapsed else { return }
            split.collapse(collapsed)
            collapsedBack = nil
            forgetStack(at: .sidebar)
            forgetStack(at: .detail)
        }
    }

    /// The user picked a row of a split view's list, or cleared its selection.
    package func userSelected(_ route: Route?, in list: SplitList) {
        report { driver.selectionWritten(route, to: list) }
    }

    /// The compact column is about to show a screen (`willShow`).
    ///
    /// - Returns: Whether the transition is the user's own, whose end the surface reports.
    package func collapsedWillShow() -> Bool {
        guard !split.isMoving else { return false }
        split.userTransitionBegan()
        return true
    }

    /// The compact column's transition ended, and it holds this many of its screens.
    ///
    /// What the user popped is a list write or a path write, as SwiftUI's collapsed
    /// back button makes it.
    package func collapsedTransitionEnded(holding count: Int) {
        report {
            switch split.transitionEnded(holding: count, of: drawnSplit) {
            case .cleared(let list): driver.selectionWritten(nil, to: list)
            case .sidebarPath(let path): driver.userDidChange(.pathChanged(path, at: .sidebar))
            case .detailPath(let path): driver.userDidChange(.pathChanged(path, at: .detail))
            case nil: break
            }
            if isOnScreen, let top = split.topScreen { driver.receive(.appeared(top)) }
        }
    }
}
