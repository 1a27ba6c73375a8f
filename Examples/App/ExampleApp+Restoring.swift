import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ExampleApp {
    /// Restores a saved state into a layout, adapting it when it was saved in another.
    ///
    /// The archive is read with the layout's own fresh state as the fallback; an archive
    /// of another layout reads as a base mismatch (or, between the two tab layouts, as
    /// the Assets tab in another layout), so it is read again with each other layout's
    /// fallback until one takes it. Only the library's public restore API is
    /// used: the archive format is the library's business.
    ///
    /// - Returns: What reading the saved state gave, in the layout it was saved in.
    @discardableResult func restore(_ data: Data?, in layout: ExampleLayout) -> RestoreReport<AppRoute, AppTab> {
        let saved = Self.read(data, preferring: layout)
        guard saved.outcome != .fallback, let savedLayout = ExampleLayout(of: saved.state), savedLayout != layout
        else {
            return navigator.restore(from: data, schemaVersion: Self.schemaVersion, fallback: layout.initialState)
        }
        // Through the same restore path as any archive, so guards and events see it.
        let adapted = try? layout.adapting(saved.state).archived(schemaVersion: Self.schemaVersion)
        navigator.restore(from: adapted, schemaVersion: Self.schemaVersion, fallback: layout.initialState)
        analytics.record("restored the \(savedLayout) layout as \(layout)")
        return saved
    }

    /// Reads an archive in the layout it was saved in, trying `layout` first.
    private static func read(_ data: Data?, preferring layout: ExampleLayout) -> RestoreReport<AppRoute, AppTab> {
        let direct = NavigationState.restore(from: data, schemaVersion: schemaVersion, fallback: layout.initialState)
        guard isOtherLayout(direct) else { return direct }
        for other in ExampleLayout.allCases where other != layout {
            let result = NavigationState.restore(from: data, schemaVersion: schemaVersion, fallback: other.initialState)
            if result.outcome != .fallback, !isOtherLayout(result) { return result }
        }
        return direct
    }

    /// Whether an archive read against a layout's fallback was saved in another layout.
    private static func isOtherLayout(_ result: RestoreReport<AppRoute, AppTab>) -> Bool {
        result.issues.contains(.baseMismatch) || result.issues.contains(.tabLayoutChanged(.assets))
    }
}
