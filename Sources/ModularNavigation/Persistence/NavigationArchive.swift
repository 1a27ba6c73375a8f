#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

// The versioned envelope a navigation state is saved in: JSON with three fields, the
// library's format version, the app's own schema version, and the state. Written by
// `JSONEncoder` and read by `JSONDecoder`, in one pass, and nothing else: an archive is
// outside input (a file anyone can edit, a backup from an older version), so no
// hand-written reader sees its bytes.
enum NavigationArchive {
    /// The newest layout version this library writes and reads.
    static let formatVersion = 6

    /// The layout of states with one stack or tabs.
    static let stackAndTabsFormatVersion = 5

    /// The layout of states with a split view.
    static let splitFormatVersion = 6

    /// The formats that nest a split view as the state's `Codable` form does; the others
    /// hold a stack or tabs.
    static let splitFormatVersions: Set<Int> = [2, 4, splitFormatVersion]
}

extension NavigationState {
    /// The newest archive layout this library writes and reads.
    ///
    /// An archive is JSON with three fields: this format version, the app's own schema
    /// version, and the state. The format says how the state is laid out; the app's schema
    /// version says what its routes and tabs mean, so an app that changes its route type
    /// bumps its schema version and can migrate old routes on restore.
    ///
    /// States with one stack or tabs are written in format 5, a split view in format 6
    /// (each run of consecutive identities as its first and `-count`); formats 1 to 4,
    /// written before, restore with the same tolerance. The "Saving and restoring" article
    /// shows the layouts. An archive with a newer format version (from a newer library)
    /// restores to the fallback with ``RestoreIssue/unsupportedFormatVersion(found:)``.
    public static var archiveFormatVersion: Int { NavigationArchive.formatVersion }
}

extension NavigationState where Route: Codable, Tab: Codable {
    /// Encodes the state into a versioned archive, ready for `SceneStorage` or a file.
    ///
    /// Restoring the archive with ``restore(from:schemaVersion:fallback:migration:)``
    /// and the same schema version gives back an equal state, identities included. An
    /// open alert or confirmation dialog is transient and not saved.
    ///
    /// ```swift
    /// sceneData = try navigator.state.archived(schemaVersion: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - schemaVersion: The app's version of its routes and tabs; bump it when a saved
    ///     route could mean something else or stop decoding.
    ///   - tabCustomization: The user's hidden and reordered tabs, saved beside the state
    ///     in the envelope, so that a restore keeps hidden tabs hidden
    ///     (``RestoreReport/tabCustomization``); absent from the archive when `nil`, as in
    ///     archives from before it, which restore as they always did.
    /// - Returns: JSON data with sorted keys, so equal states give equal bytes.
    /// - Throws: An `EncodingError` when a route or tab fails to encode.
    public func archived(
        schemaVersion: Int, tabCustomization: NavigationTabCustomization<Tab>? = nil
    ) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(
            ArchiveEnvelope(schemaVersion: schemaVersion, state: self, tabCustomization: tabCustomization))
    }
}

/// The archive as written: the envelope, and the state in the layout of its format
/// (format 5 puts one stack or tabs in `state`, format 6 the state's own `Codable` form;
/// every part is the `Codable` form of its value; the "Saving and restoring" article
/// spells out both).
struct ArchiveEnvelope<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Encodable {
    let schemaVersion: Int
    let state: NavigationState<Route, Tab>
    var tabCustomization: NavigationTabCustomization<Tab>? = nil

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ArchiveKey.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(tabCustomization, forKey: .tabCustomization)
        guard state.split == nil else {
            try container.encode(NavigationArchive.splitFormatVersion, forKey: .formatVersion)
            return try container.encode(state, forKey: .state)
        }
        try container.encode(NavigationArchive.stackAndTabsFormatVersion, forKey: .formatVersion)
        var body = container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .state)
        try body.encode(state.nextID, forKey: .nextID)
        try body.encodeIfPresent(state._aboveTabsFlowRoot, forKey: .aboveTabsFlowRoot)
        try body.encode(state.presentations, forKey: .presentations)
        try body.encodeIfPresent(state.minimized, forKey: .minimized)
        if case .stack(let stack) = state.base { try body.encode(stack, forKey: .stack) }
        try body.encodeIfPresent(state.tabs, forKey: .tabs)
    }
}
