#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension NavigationState where Route: Codable, Tab: Codable {
    /// Restores a state from an archive made by ``archived(schemaVersion:)``, keeping
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
    /// - the restored state has the fallback's tabs, in its order: saved tabs the app
    ///   no longer has are dropped, and new tabs (and tabs whose saved root no longer
    ///   decodes) start with the fallback's stack for them;
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
        func fallingBack(_ issues: [RestoreIssue<Tab>], savedSchemaVersion: Int? = nil) -> RestoreReport<Route, Tab> {
            RestoreReport(state: fallback, issues: issues, outcome: .fallback, savedSchemaVersion: savedSchemaVersion)
        }
        guard let data else { return fallingBack([]) }
        // The archive the app wrote, whole, takes one strict pass; anything else takes
        // the careful one below, which finds and reports what differs.
        if let state = StrictArchive<Route, Tab>.read(data, schemaVersion: schemaVersion, fallback: fallback) {
            return RestoreReport(state: state, issues: [], outcome: .restored, savedSchemaVersion: schemaVersion)
        }
        guard let header = try? JSONDecoder().decode(ArchiveHeader.self, from: data),
            let format = header.formatVersion
        else { return fallingBack([.corruptData]) }
        guard (1...NavigationArchive.formatVersion).contains(format) else {
            return fallingBack([.unsupportedFormatVersion(found: format)])
        }
        guard let saved = header.schemaVersion else { return fallingBack([.corruptData]) }

        let decoder = JSONDecoder()
        if saved != schemaVersion {
            guard let migration, let key = RouteReading<Route>.userInfoKey else {
                return fallingBack(
                    [.schemaVersionMismatch(found: saved, expected: schemaVersion)], savedSchemaVersion: saved)
            }
            decoder.userInfo[key] = RouteReading(savedSchemaVersion: saved, migration: migration)
        }
        guard let body = try? decoder.decode(ArchiveBody<Route, Tab>.self, from: data) else {
            return fallingBack([.corruptData], savedSchemaVersion: saved)
        }

        var builder = RestoreBuilder(fallback: fallback)
        guard let state = builder.build(body.state) else {
            return fallingBack(builder.issues, savedSchemaVersion: saved)
        }
        return RestoreReport(
            state: state,
            issues: builder.issues,
            outcome: builder.issues.isEmpty ? .restored : .repaired,
            savedSchemaVersion: saved
        )
    }
}
