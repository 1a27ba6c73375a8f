public import ModularNavigation

/// The user's hands on a split view's lists and on the back button of a collapsed split
/// view, against a navigator alone; see ``HeadlessHost/tapContentItem(_:)`` for the same
/// with SwiftUI's timing. Each acts on the split view the user sees: the app's, or the
/// selected tab's.
extension Navigator {
    /// Taps an item in a split view's sidebar list, which writes it to the list's
    /// selection.
    ///
    /// - Returns: Whether a split view shows, no full-screen cover hides its sidebar,
    ///   and the selection changed.
    @discardableResult
    public func tapSidebarItem(_ route: Route) -> Bool {
        guard let (tab, _) = current.shownSplit, !current.isTabBarCovered else { return false }
        let before = current
        sidebarSelectionWritten(route, in: tab)
        return current != before
    }

    /// Taps an item in a three-column split view's content list, which writes it to the
    /// list's selection; the detail stack then starts at it.
    ///
    /// - Returns: Whether the content column shows a list (a three-column split view
    ///   with a sidebar selection), no full-screen cover hides it, and the selection
    ///   changed.
    @discardableResult
    public func tapContentItem(_ route: Route) -> Bool {
        guard let (tab, split) = current.shownSplit, split.hasContentColumn, split.selection != nil,
            !current.isTabBarCovered
        else { return false }
        let before = current
        contentSelectionWritten(route, in: tab)
        return current != before
    }

    /// Taps the back button of a collapsed split view (iPhone, Slide Over), which shows
    /// its columns as one stack: sidebar, content list, detail.
    ///
    /// From the detail root it writes `nil` to the selection of the list the detail came
    /// from (the content list in three columns, else the sidebar); from a three-column
    /// split view's content list, to the sidebar's.
    ///
    /// - Returns: Whether a detail root or a content list was on top with nothing over
    ///   it, and going back applied.
    @discardableResult
    public func tapCollapsedBack() -> Bool {
        guard let (tab, list) = current.collapsedBack else { return false }
        let before = current
        switch list {
        case .content: contentSelectionWritten(nil, in: tab)
        case .sidebar: sidebarSelectionWritten(nil, in: tab)
        }
        return current != before
    }
}
