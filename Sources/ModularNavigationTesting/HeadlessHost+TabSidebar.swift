extension HeadlessHost {
    /// Taps a tab's row in iPad's sidebar, the form iOS 18's `.sidebarAdaptable` tab view
    /// takes in regular width.
    ///
    /// The sidebar is the same `TabView` drawn another way: its rows write the same
    /// selection as the tab bar's items, so the tap is a tab tap, with the same refusals
    /// and the same re-tap rule (back to the root, or at the root a scroll to the top).
    ///
    /// - Parameters:
    ///   - tab: The tab whose row to tap.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the tap applied, as ``tapTab(_:fileID:filePath:line:column:)`` says.
    @discardableResult public func tapSidebarTab(
        _ tab: Tab, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        // The tab tap records the caller's place itself.
        return tapTab(tab, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
