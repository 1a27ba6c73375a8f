#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes the format-2 archive of a split view: the envelope around the state's own
/// `Codable` form.
///
/// ```text
/// {"formatVersion":2,"schemaVersion":S,"state":{"base":{"split":{"_0":{
///   "contentSelection":ROUTE?,"detail":STACK?,"hasContentColumn":BOOL,
///   "selection":ROUTE?,"sidebar":STACK}}},"nextID":N,"presentations":[…]}}
/// ```
///
/// Stacks and presentations have format 1's layout, so the careful readers
/// (`SavedState(splitArchiveState:)`) read both formats with the same tolerance. Format 1
/// keeps its hand-written layout and fast path untouched, so archives of stacks and tabs
/// stay byte-identical; a fixture test pins these bytes too.
struct SplitArchive<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Encodable {
    var formatVersion = NavigationArchive.splitFormatVersion
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
}
