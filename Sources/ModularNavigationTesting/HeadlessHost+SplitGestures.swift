import ModularNavigation

/// The user's hands on a split view's own controls: the lists of its sidebar and content
/// columns, and the back button a collapsed split view shows above each column.
extension HeadlessHost {
    /// Taps an item in a split view's sidebar list; `List(selection:)` writes it.
    ///
    /// - Returns: Whether the sidebar could be touched: a split view, no full-screen
    ///   cover over it, and no layer coming or going.
    @discardableResult
    public func tapSidebarItem(_ route: Route) -> Bool {
        if let refusal = refusal(touching: .columns) { return refuse(refusal, "tapSidebarItem(_:)") }
        touching(replacedBySelection) { driver.sidebarSelectionWritten(route) }
        render()
        return true
    }

    /// Taps an item in a three-column split view's content list; `List(selection:)`
    /// writes it.
    ///
    /// ```swift
    /// #expect(host.tapContentItem(.detail(2)))
    /// expectSettled(host)
    /// ```
    ///
    /// - Returns: Whether the content list could be touched: a three-column split view
    ///   with a sidebar selection (the content column shows its list), no full-screen
    ///   cover over it, and no layer coming or going.
    @discardableResult
    public func tapContentItem(_ route: Route) -> Bool {
        if let refusal = refusal(touching: .columns) { return refuse(refusal, "tapContentItem(_:)") }
        guard let split = drawn.split, split.hasContentColumn, split.selection != nil else {
            return refuse(.noSuchControl, "tapContentItem(_:)")
        }
        touching(replacedBySelection) { driver.contentSelectionWritten(route) }
        render()
        return true
    }

    /// Taps the back button of a collapsed split view (iPhone, Slide Over), which shows
    /// its columns as one stack: sidebar, content list, detail.
    ///
    /// From the detail root, SwiftUI writes `nil` to the selection of the list the detail
    /// came from (the content list in three columns, else the sidebar); from a
    /// three-column split view's content list, it writes `nil` to the sidebar's.
    ///
    /// - Returns: Whether a detail root or a content list was on top, with nothing over
    ///   it or animating.
    @discardableResult
    public func tapCollapsedBack() -> Bool {
        if let refusal = refusal(touching: .screen) { return refuse(refusal, "tapCollapsedBack()") }
        guard let split = drawn.split, drawn.presentations.isEmpty else {
            return refuse(.noSuchControl, "tapCollapsedBack()")
        }
        if let detail = drawn.stack(at: .detail) {
            guard detail.depth == 0 else { return refuse(.noSuchControl, "tapCollapsedBack()") }
            touching(replacedBySelection) {
                if split.hasContentColumn {
                    driver.contentSelectionWritten(nil)
                } else {
                    driver.sidebarSelectionWritten(nil)
                }
            }
        } else {
            guard split.hasContentColumn, split.selection != nil else {
                return refuse(.noSuchControl, "tapCollapsedBack()")
            }
            touching(replacedBySelection) { driver.sidebarSelectionWritten(nil) }
        }
        render()
        return true
    }

    /// The screens a selection written by a list may remove: the detail stack and what
    /// is presented over it, as drawn and as the navigator holds them.
    ///
    /// A list writes one value, not an action on a screen: the detail follows the new
    /// selection whatever the app changed in it that is not drawn yet (a push, a new
    /// root), as SwiftUI's detail column follows the list's selection.
    private var replacedBySelection: Set<EntryID> {
        var replaced: Set<EntryID> = []
        for state in [drawn, navigator.current] {
            replaced.formUnion((state.stack(at: .detail)?.entries ?? []).map(\.id))
            replaced.formUnion(state.presentations.flatMap { $0.stack.entries.map(\.id) })
        }
        return replaced
    }
}
