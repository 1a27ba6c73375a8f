#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension NavigationState where Route: Codable, Tab: Codable {
    /// Restores a state from an archive made by ``archived(schemaVersion:tabCustomization:)``, keeping
    /// as much of it as still makes sense to the app.
    ///
    /// Restoring never throws and never crashes. Whatever cannot be restored is
    /// reported in ``RestoreReport/issues`` and worked around:
    /// - data that is not an archive, an archive from a newer library, one saved
    ///   under another schema version without a `migration`, or one whose base is not
    ///   the fallback's kind (one stack, tabs, or a split view of as many columns)
    ///   gives the fallback;
    /// - a route that no longer decodes costs its screen, the screens above it in its
    ///   stack, and the presentations over that stack; the rest is kept (a stack above
    ///   the tabs whose root no longer decodes is dropped, and the tabs show);
    /// - in a split view, a selection that no longer decodes is cleared, with the detail
    ///   stack that showed it;
    /// - the restored state has the fallback's tabs, in the order the user saved them:
    ///   saved tabs the app no longer has are dropped, and new tabs (and tabs whose saved
    ///   root no longer decodes) start with the fallback's stack for them, a new tab after
    ///   the tab it follows in the fallback; each difference from the saved tabs is an
    ///   issue, and tabs only reordered come back as saved. Tabs the saved customization
    ///   hides (``archived(schemaVersion:tabCustomization:)``) stay hidden, not added;
    ///   the customization comes back in ``RestoreReport/tabCustomization``;
    /// - a sheet with the ``SheetOptions/id`` of a sheet below it is dropped with what
    ///   hangs off it (``RestoreIssue/duplicateSheet(id:level:)``), as presenting it
    ///   would have been refused;
    /// - restored screens keep their identities; a repeated identity is repaired (the
    ///   first screen in the state's order keeps it, the other gets a new one), and the
    ///   next identity is raised above every restored one, so new screens never collide.
    ///
    /// ```swift
    /// let result = NavigationState<AppRoute, AppTab>.restore(
    ///     from: sceneData, schemaVersion: 2, fallback: .initial)
    /// navigator.replaceState(result.state)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The archive, or `nil` when nothing was saved (the result is then the
    ///     fallback, with no issues).
    ///   - schemaVersion: The app's current schema version for its routes and tabs.
    ///   - fallback: What the app shows on a fresh launch. It also defines the app's
    ///     tabs, their order, and the stack a tab starts with.
    ///   - migration: How to read routes saved under another schema version; without
    ///     one, such an archive gives the fallback.
    /// - Returns: A valid state, how much of the saved one it holds, and the issues.
    public static func restore(
        from data: Data?,
        schemaVersion: Int,
        fallback: NavigationState,
        migration: RouteMigration<Route>? = nil
    ) -> RestoreReport<Route, Tab> {
        restore(from: data, schemaVersion: schemaVersion, fallback: fallback, otherLayouts: [], migration: migration)
            .report
    }

    /// Restores a state against the fallback of the saved layout: `fallback` or the first
    /// of `otherLayouts` whose base has the saved base's kind (one stack, tabs, or a split
    /// view of as many columns); `fallback` when none has, or nothing could be read.
    ///
    /// An owner of windows of several layouts restores each window in its own, and makes
    /// its navigator from the fallback returned.
    static func restore(
        from data: Data?,
        schemaVersion: Int,
        fallback: NavigationState,
        otherLayouts: [NavigationState],
        migration: RouteMigration<Route>?,
        keepsSavedTabs: Bool = false
    ) -> (report: RestoreReport<Route, Tab>, fallback: NavigationState) {
        var fallback = fallback
        func report(
            _ state: NavigationState?, _ issues: [RestoreIssue<Tab>], savedSchemaVersion: Int? = nil,
            tabCustomization: NavigationTabCustomization<Tab>? = nil
        ) -> (RestoreReport<Route, Tab>, NavigationState) {
            let outcome: RestoreReport<Route, Tab>.Outcome =
                state == nil ? .fallback : issues.isEmpty ? .restored : .repaired
            let restored = RestoreReport(
                state: state ?? fallback, issues: issues, outcome: outcome, savedSchemaVersion: savedSchemaVersion,
                tabCustomization: state == nil ? nil : tabCustomization)
            return (restored, fallback)
        }
        guard let data else { return report(nil, []) }
        // One `JSONDecoder` pass reads the envelope and, when the app can use it, the state.
        let decoder = JSONDecoder()
        if let key = ArchiveExpectation<Route>.userInfoKey {
            decoder.userInfo[key] = ArchiveExpectation(schemaVersion: schemaVersion, migration: migration)
        }
        guard let reading = try? decoder.decode(ArchiveReading<Route, Tab>.self, from: data) else {
            return report(nil, [.corruptData])
        }
        let saved: SavedState<Route, Tab>
        switch reading.content {
        case .unusable(let issue): return report(nil, [issue], savedSchemaVersion: reading.savedSchemaVersion)
        case .state(let state): saved = state
        }
        if !fallback.hasBase(of: saved.base), let other = otherLayouts.first(where: { $0.hasBase(of: saved.base) }) {
            fallback = other
        }
        var builder = RestoreBuilder(fallback: fallback, keepsSavedTabs: keepsSavedTabs)
        builder.hiddenTabs = reading.tabCustomization.hidden
        let state = builder.build(saved)
        let customization = builder.settle(reading.tabCustomization, in: state)
        return report(
            state, builder.issues, savedSchemaVersion: reading.savedSchemaVersion, tabCustomization: customization)
    }

    /// Whether this state's base is of the saved base's kind.
    private func hasBase(of saved: SavedState<Route, Tab>.Base) -> Bool {
        switch (saved, base) {
        case (.stack, .stack), (.tabs, .tabs): true
        case (.split(let split), .split(let app)): split.hasContentColumn == app.hasContentColumn
        case (.stack, _), (.tabs, _), (.split, _), (.unreadable, _): false
        }
    }
}
