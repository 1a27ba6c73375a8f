#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

extension NavigationState where Route: Codable, Tab: Codable {
    /// Restores a state a navigation log recorded: as ``restore(from:schemaVersion:fallback:migration:)``
    /// does, except that its tabs are the ones saved, each in the layout saved for it.
    ///
    /// A log's states are what its navigator held after the tabs were edited
    /// (``NavigationAction/insertTab(_:root:at:)``, ``NavigationAction/removeTab(_:)``),
    /// so the app's launch tabs cannot measure them; the fallback gives the layout's kind.
    package static func restoreLogged(
        from data: Data,
        schemaVersion: Int,
        fallback: NavigationState,
        migration: RouteMigration<Route>?
    ) -> RestoreReport<Route, Tab> {
        restore(
            from: data, schemaVersion: schemaVersion, fallback: fallback, otherLayouts: [], migration: migration,
            keepsSavedTabs: true
        ).report
    }
}
