import ModularNavigation
import ModularNavigationDrawing

/// The stack above the tabs, drawn as the SwiftUI adapter draws it: a `NavigationStack`
/// that moves in over the `TabView` and out again, with a back button on its root.
extension HeadlessHost {
    /// Taps the back button on the root of the stack above the tabs: the stack slides
    /// away at once, and the tabs show as they were.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether that root was on top, with nothing over it or animating.
    @discardableResult public func tapAboveTabsBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapAboveTabsBack()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard let root = drawn.aboveTabsBackRoot else { throw .noSuchControl }
            guard driver.allowsGoingBack(from: root) else { throw .disabled }
            let old = drawn
            drawn = drawn.afterGesture(.layerDismissed(root))
            slideAboveTabsAway(root)
            written(removing: Set(old.entries.map(\.id)).subtracting(drawn.entries.map(\.id))) {
                driver.aboveTabsBackTapped()
            }
        }
    }

    /// Animates a change of the stack above the tabs between two drawn states, and
    /// sends the signals SwiftUI would; `false` when that stack did not change.
    func renderAboveTabs(from old: NavigationState<Route, Tab>, to new: NavigationState<Route, Tab>) -> Bool {
        let oldRoot = old.aboveTabs?.root.id
        let newRoot = new.aboveTabs?.root.id
        guard oldRoot != newRoot else { return false }
        if let oldRoot, leavingAbove?.root != oldRoot { slideAboveTabsAway(oldRoot) }
        if newRoot != nil {
            // The new stack moves in; its top screen appears when the move ends.
            let duration = animate(.stack(.aboveTabs))
            send(.appeared(new.topStack.top.id), after: duration)
        }
        return true
    }

    /// Starts the stack above the tabs sliding away.
    ///
    /// Its view's `onDisappear` reports the end, unless the behaviour loses it. The tabs
    /// under it never left the screen, so nothing appears.
    private func slideAboveTabsAway(_ root: EntryID) {
        let duration = animate(.stack(.aboveTabs))
        leavingAbove = (root, now + duration)
        schedule(after: duration) { [weak self] in
            self?.deliver(.dismissed(root)) { $0.stackDidDisappear(root: root) }
        }
    }

    /// A stack above the tabs still sliding away must keep its content (a new one
    /// taking its place is drawn by a view of its own).
    func checkLeavingAbove() {
        guard let leaving = leavingAbove else { return }
        guard leaving.end > now else {
            leavingAbove = nil
            return
        }
        if driver.slot(at: .aboveTabs).stack == nil {
            fail(.layerLeftEmpty, "the stack above the tabs (\(leaving.root)) while it slides away")
            leavingAbove = nil
        }
    }
}
