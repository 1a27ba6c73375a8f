#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The format-2 archive of a split view: the envelope around the state's own strict
/// `Codable` form.
///
/// Format 1 (one stack or tabs) keeps its hand-written layout and fast path untouched,
/// so archives of those states stay byte-identical. A split view is read strictly: it
/// restores whole, or the fallback is used with the reason.
struct SplitArchive<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Codable {
    static var formatVersion: Int { 2 }

    var formatVersion = Self.formatVersion
    var schemaVersion: Int
    var state: NavigationState<Route, Tab>

    init(schemaVersion: Int, state: NavigationState<Route, Tab>) {
        self.schemaVersion = schemaVersion
        self.state = state
    }

    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The saved split view, or the fallback with what kept it from restoring.
    static func restore(
        _ data: Data,
        savedSchemaVersion saved: Int,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>
    ) -> RestoreResult<Route, Tab> {
        func fallingBack(_ issue: RestoreIssue<Tab>) -> RestoreResult<Route, Tab> {
            RestoreResult(state: fallback, issues: [issue], outcome: .fallback, savedSchemaVersion: saved)
        }
        guard saved == schemaVersion else {
            return fallingBack(.schemaVersionMismatch(found: saved, expected: schemaVersion))
        }
        guard let archive = try? JSONDecoder().decode(Self.self, from: data) else { return fallingBack(.corruptData) }
        guard case .split = fallback.base else { return fallingBack(.baseMismatch) }
        return RestoreResult(state: archive.state, issues: [], outcome: .restored, savedSchemaVersion: saved)
    }
}
