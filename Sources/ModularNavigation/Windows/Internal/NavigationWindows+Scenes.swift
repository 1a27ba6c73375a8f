#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

extension NavigationWindows where Route: Codable, Tab: Codable {
    /// Connects a window's scene: its navigator, restored from the scene's archive when
    /// the window is not open yet, then saved into the scene after every change.
    ///
    /// The archive is written once at once: a window opened for a route and never changed
    /// must still come back showing that route when the system restores its scene.
    ///
    /// - Parameter save: Keeps the window's archive in the scene; never called during a
    ///   view update.
    /// - Returns: The window's navigator.
    package func connectScene(
        _ window: NavigationWindowID,
        saved: Data?,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        migration: RouteMigration<Route>?,
        save: @escaping @MainActor (Data) -> Void
    ) -> Navigator<Route, Tab> {
        let navigator = connectWindow(
            window, restoring: saved, schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        disconnectScene(window)
        if let data = try? navigator.archived(schemaVersion: schemaVersion) { save(data) }
        sceneSavers[window] = navigator.addEventObserver { [weak navigator] event in
            // Only changes are worth an archive; a refusal or a stale call changed nothing.
            guard event.changesState, let data = try? navigator?.archived(schemaVersion: schemaVersion) else { return }
            save(data)
        }
        return navigator
    }
}

extension NavigationWindows {
    /// Stops saving a window's scene, when its view goes away or the window closes.
    package func disconnectScene(_ window: NavigationWindowID) {
        guard let saver = sceneSavers.removeValue(forKey: window) else { return }
        navigators[window]?.removeEventObserver(saver)
    }
}
