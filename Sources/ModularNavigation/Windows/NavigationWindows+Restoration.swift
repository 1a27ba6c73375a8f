#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension NavigationWindows where Route: Codable, Tab: Codable {
    /// The most windows ``restoreWindows(from:schemaVersion:fallback:otherLayouts:migration:)`` brings
    /// back from one list; a longer list is damaged or hostile, and its rest is skipped.
    public static var maximumRestoredWindows: Int { 64 }

    // MARK: - One window

    /// The navigator of a window whose scene connects, restoring it from the scene's own
    /// archive when the window is not open yet.
    ///
    /// A window this owner opened (``openWindow(_:)``) is already open and comes back as
    /// it is; a window the system brings back after a relaunch is made from `fallback`
    /// and restored from `data` through
    /// ``Navigator/restore(from:schemaVersion:fallback:migration:)``, so damaged data
    /// gives a usable state and the outcome is reported. A link waiting for a window then
    /// goes to it, on top of the restored state.
    ///
    /// - Parameters:
    ///   - window: The scene's window identity.
    ///   - data: The window's archive from ``archivedWindow(_:schemaVersion:)``, if any.
    ///   - schemaVersion: The app's current schema version for its routes and tabs.
    ///   - fallback: What a new window shows; it also defines the tabs.
    ///   - migration: How to read routes saved under another schema version.
    /// - Returns: The window's navigator.
    @discardableResult public func connectWindow(
        _ window: NavigationWindowID,
        restoring data: Data?,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        migration: RouteMigration<Route>? = nil
    ) -> Navigator<Route, Tab> {
        if let navigator = navigators[window] { return navigator }
        let navigator = Navigator(fallback)
        // Not open, so the identity is free.
        try? insert(navigator, id: window)
        navigator.restore(from: data, schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        deliverPendingLink()
        return navigator
    }

    /// One open window's state as an archive, for that window's own storage.
    ///
    /// - Throws: ``NavigationError`` when the window is not open; an
    ///   `EncodingError` when a route or tab fails to encode.
    public func archivedWindow(_ window: NavigationWindowID, schemaVersion: Int) throws -> Data {
        try requireOpen(window)
        return try navigators[window]?.archived(schemaVersion: schemaVersion) ?? Data()
    }

    // MARK: - Every window

    /// Every open window's state, in opening order, and which one is frontmost, as one
    /// archive, for apps that save their windows together rather than per scene.
    ///
    /// - Parameter schemaVersion: The app's version of its routes and tabs.
    /// - Throws: An `EncodingError` when a route or tab fails to encode.
    public func archived(schemaVersion: Int) throws -> Data {
        var list = SavedWindowList(frontmost: frontmostWindow, windows: [])
        for id in windowIDs {
            guard let navigator = navigators[id] else { continue }
            list.windows.append(.init(id: id, archive: try navigator.archived(schemaVersion: schemaVersion)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(list)
    }

    /// Opens the windows of an archive from ``archived(schemaVersion:)``, each restored on
    /// its own.
    ///
    /// Never throws and never traps. Data that is not a window list restores nothing and
    /// says so; inside a list, a window that cannot be read, is listed twice, is already
    /// open, or of which nothing could be restored is skipped and reported, and the others
    /// come back. The saved frontmost window is frontmost again when it came back. Each
    /// restored window reports its own ``NavigationEvent/restored(_:issues:)``, and a link
    /// waiting for a window goes to the frontmost one afterwards.
    ///
    /// Each window comes back in the layout it was saved in: a window list may mix
    /// layouts (tabs in one window, a split view in another), so each saved window
    /// restores against the fallback of its own layout, `fallback` or one of
    /// `otherLayouts`.
    ///
    /// ```swift
    /// windows.restoreWindows(
    ///     from: data, schemaVersion: 1, fallback: .initialTabs, otherLayouts: [.initialSplit])
    /// ```
    ///
    /// - Parameters:
    ///   - data: The archive.
    ///   - schemaVersion: The app's current schema version for its routes and tabs.
    ///   - fallback: What a window shows when its saved state is gone; defines the tabs.
    ///   - otherLayouts: What a window of another layout shows when its saved state is
    ///     gone, one per other layout the app's windows use (one stack, tabs, a split view
    ///     of two or three columns). A saved window whose layout matches none of them nor
    ///     `fallback` is reported lost, with ``RestoreIssue/baseMismatch``.
    ///   - migration: How to read routes saved under another schema version.
    /// - Returns: Each restored window's own ``RestoreReport`` (how much of its state came
    ///   back), and the list's issues in the order they were found: empty when every window
    ///   came back. The restored windows open in the list's order, so ``windowIDs`` lists
    ///   them in that order.
    @discardableResult public func restoreWindows(
        from data: Data,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        otherLayouts: [NavigationState<Route, Tab>] = [],
        migration: RouteMigration<Route>? = nil
    ) -> (windows: [NavigationWindowID: RestoreReport<Route, Tab>], issues: [RestoreIssue<Tab>]) {
        var reports: [NavigationWindowID: RestoreReport<Route, Tab>] = [:]
        var issues: [RestoreIssue<Tab>] = []
        func finish() -> (windows: [NavigationWindowID: RestoreReport<Route, Tab>], issues: [RestoreIssue<Tab>]) {
            for issue in issues { emit(.restoreIssue(issue)) }
            deliverPendingLink()
            return (reports, issues)
        }
        guard let list = try? JSONDecoder().decode(LenientWindowList.self, from: data) else {
            issues.append(.corruptData)
            return finish()
        }
        guard list.format == SavedWindowList.formatVersion else {
            issues.append(.unsupportedFormatVersion(found: list.format))
            return finish()
        }
        var listed: Set<NavigationWindowID> = []
        for (index, entry) in list.windows.enumerated() {
            guard index < Self.maximumRestoredWindows else {
                issues.append(.tooManyWindows(skipped: list.windows.count - index))
                break
            }
            guard let saved = entry.window else {
                issues.append(.corruptWindow(index: index))
                continue
            }
            guard listed.insert(saved.id).inserted else {
                issues.append(.duplicateWindow(saved.id))
                continue
            }
            guard navigators[saved.id] == nil else {
                issues.append(.windowAlreadyOpen(saved.id))
                continue
            }
            let restoring = NavigationState.restore(
                from: saved.archive, schemaVersion: schemaVersion, fallback: fallback, otherLayouts: otherLayouts,
                migration: migration)
            let result = restoring.report
            guard result.outcome != .fallback || result.issues.isEmpty else {
                issues.append(.windowLost(saved.id, issues: result.issues))
                continue
            }
            // Made from its own layout's fallback, whose screens the restored ones replace.
            let navigator = Navigator(restoring.fallback)
            try? insert(navigator, id: saved.id)
            reports[saved.id] = navigator.adopt(result).report
        }
        if let frontmost = list.frontmost, navigators[frontmost] != nil, reports[frontmost] != nil {
            try? activateWindow(frontmost)
        }
        return finish()
    }
}
