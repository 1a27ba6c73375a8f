import ModularNavigation
import ModularNavigationDrawing

/// The user's hands on a split view's own controls: the lists of its sidebar and content
/// columns, and the back button a collapsed split view shows above each column.
///
/// They act on the split view the user sees: the app's, or the one the selected tab
/// holds (``NavigationState/splitTab(named:)`` names it). Each writes a list's selection
/// through the driver, as SwiftUI's `List(selection:)` binding does, and the navigator's
/// one rule decides what the write means.
extension HeadlessHost {
    /// Taps an item in a split view's sidebar list; `List(selection:)` writes it.
    ///
    /// - Parameters:
    ///   - route: The sidebar item's route.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the sidebar could be touched: a split view shown (the app's,
    ///   or the selected tab's with no stack above the tabs), no layer covering it (only
    ///   an inspector may be up, beside it), and no layer coming or going.
    @discardableResult public func tapSidebarItem(
        _ route: Route, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapSidebarItem(_:)", touching: .columns, fileID, filePath, line, column) { () throws(HostRefusal) in
            try tapItem(route, in: .sidebar)
        }
    }

    /// Taps an item in a three-column split view's content list; `List(selection:)`
    /// writes it.
    ///
    /// ```swift
    /// #expect(host.tapContentItem(.detail(2)))
    /// expectSettled(host)
    /// ```
    ///
    /// - Parameters:
    ///   - route: The content list item's route.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the content list could be touched: a three-column split view
    ///   with a sidebar selection (the content column shows its list), no layer covering
    ///   it (only an inspector may be up, beside it), and no layer coming or going.
    @discardableResult public func tapContentItem(
        _ route: Route, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapContentItem(_:)", touching: .columns, fileID, filePath, line, column) { () throws(HostRefusal) in
            try tapItem(route, in: .content)
        }
    }

    /// Taps the back button of a collapsed split view (iPhone, Slide Over), which shows
    /// its columns as one stack: sidebar, content list, detail.
    ///
    /// From the detail root, SwiftUI writes `nil` to the selection of the list the detail
    /// came from (the content list in three columns, else the sidebar); from a
    /// three-column split view's content list, it writes `nil` to the sidebar's. A split
    /// view in a tab collapses the same way, inside the tab.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether a detail root or a content list was on top, with nothing over
    ///   it or animating.
    @discardableResult public func tapCollapsedBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapCollapsedBack()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard let (tab, list) = drawn.collapsedBack else { throw .noSuchControl }
            // What the button writes may be refused by a guard, from the detail root and from
            // the content list alike: SwiftUI hides the button then, as for a pushed screen.
            // The detail root's back button is the screen's own (`showsBackButton`); a content
            // list's, with no detail, is the list's.
            let detailRoot = drawn.stack(at: .detailColumn(in: tab))?.root.id
            let shown =
                detailRoot.map(driver.showsBackButton(on:)) ?? driver.allowsCollapsedBack(clearing: list, in: tab)
            guard shown else { throw .disabled }
            write(nil, to: list, in: tab)
        }
    }

    /// Taps the back button of the sidebar column while it shows beside the detail
    /// (regular width): the sidebar's own `NavigationStack` writes its shorter path.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether a split view shows with a screen pushed in its sidebar, nothing
    ///   covering it, and nothing animating.
    @discardableResult public func tapSidebarBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapSidebarBack()", touching: .columns, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard let (tab, _) = drawn.shownSplit else { throw .noSuchControl }
            let sidebar = StackLocation<Tab>.sidebarColumn(in: tab)
            writePath(removing: try backButtonScreen(at: sidebar), at: sidebar, alreadyOnScreen: false)
        }
    }

    /// Taps an item in one of the shown split view's lists, when it shows.
    private func tapItem(_ route: Route, in list: SplitList) throws(HostRefusal) {
        let shown = list == .content ? drawn.shownContentList : drawn.shownSplit
        guard let (tab, _) = shown else { throw .noSuchControl }
        write(route, to: list, in: tab)
    }

    /// Writes a list's selection through the driver, as `List(selection:)` does.
    private func write(_ route: Route?, to list: SplitList, in tab: Tab?) {
        written(removing: replacedBySelection(in: tab)) { driver.selectionWritten(route, to: list, in: tab) }
    }

    /// The screens a selection written by a list may remove: the split view's detail
    /// stack and what is presented over it, as drawn and as the navigator holds them.
    ///
    /// A list writes one value, not an action on a screen: the detail follows the new
    /// selection whatever the app changed in it that is not drawn yet (a push, a new
    /// root), as SwiftUI's detail column follows the list's selection.
    private func replacedBySelection(in tab: Tab?) -> Set<EntryID> {
        var replaced: Set<EntryID> = []
        for state in [drawn, navigator.current] {
            replaced.formUnion((state.stack(at: .detailColumn(in: tab))?.entries ?? []).map(\.id))
            replaced.formUnion(state.presentations.flatMap { $0.stack.entries.map(\.id) })
        }
        return replaced
    }
}
