#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The versioned envelope a navigation state is saved in.
///
/// An archive is JSON with three fields: the library's ``formatVersion``, the app's own
/// schema version, and the state. The library version says how the state is laid out;
/// the app's version says what its routes and tabs mean, so an app that changes its
/// route type bumps its schema version and can migrate old routes on restore.
///
/// ```swift
/// let data = try navigator.state.archived(schemaVersion: 3)
/// let result = NavigationState.restore(from: data, schemaVersion: 3, fallback: .initial)
/// navigator.apply(result.state)
/// ```
public enum NavigationArchive {
    /// The layout version this library writes, and the newest one it reads.
    ///
    /// Archives with a newer format version (written by a newer library) restore to the
    /// fallback with ``RestoreIssue/unsupportedFormatVersion(found:)``.
    public static let formatVersion = 1
}

extension NavigationState where Route: Codable, Tab: Codable {
    /// Encodes the state into a versioned archive, ready for `SceneStorage` or a file.
    ///
    /// Restoring the archive with ``restore(from:schemaVersion:fallback:migration:)``
    /// and the same schema version gives back an equal state, identities included.
    ///
    /// ```swift
    /// sceneData = try navigator.state.archived(schemaVersion: 2)
    /// ```
    ///
    /// - Parameter schemaVersion: The app's version of its routes and tabs; bump it
    ///   when a saved route could mean something else or stop decoding.
    /// - Returns: JSON data with sorted keys, so equal states give equal bytes.
    /// - Throws: An `EncodingError` when a route or tab fails to encode.
    public func archived(schemaVersion: Int) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ArchiveEnvelope(schemaVersion: schemaVersion, state: self))
    }
}

// MARK: - Writing

/// The JSON field names of an archive; reading and writing share them.
enum ArchiveKey: String, CodingKey {
    case formatVersion, schemaVersion, state
    case nextID, stack, tabs, presentations
    case items, selectedIndex, tab
    case style
    case root, path
    case id, route
}

/// Writes an archive: the envelope, then the state in the library's own layout.
///
/// The layout is written by hand rather than by the state's `Codable` conformance so
/// that reading it leniently (see `SavedState`) can follow it field by field.
struct ArchiveEnvelope<Route: Hashable & Sendable & Encodable, Tab: Hashable & Sendable & Encodable>: Encodable {
    let schemaVersion: Int
    let state: NavigationState<Route, Tab>

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ArchiveKey.self)
        try container.encode(NavigationArchive.formatVersion, forKey: .formatVersion)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        var body = container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .state)
        try body.encode(state.nextID, forKey: .nextID)
        switch state.base {
        case .stack(let stack):
            try encode(stack, in: &body, forKey: .stack)
        case .tabs(let tabs):
            var tabsContainer = body.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs)
            try tabsContainer.encode(tabs.selectedIndex, forKey: .selectedIndex)
            var items = tabsContainer.nestedUnkeyedContainer(forKey: .items)
            for item in tabs.items {
                var itemContainer = items.nestedContainer(keyedBy: ArchiveKey.self)
                try itemContainer.encode(item.tab, forKey: .tab)
                try encode(item.stack, in: &itemContainer, forKey: .stack)
            }
        }
        var presentations = body.nestedUnkeyedContainer(forKey: .presentations)
        for presentation in state.presentations {
            var presentationContainer = presentations.nestedContainer(keyedBy: ArchiveKey.self)
            try presentationContainer.encode(presentation.style, forKey: .style)
            try encode(presentation.stack, in: &presentationContainer, forKey: .stack)
        }
    }

    private func encode(
        _ stack: NavigationStackState<Route>,
        in container: inout KeyedEncodingContainer<ArchiveKey>,
        forKey key: ArchiveKey
    ) throws {
        var stackContainer = container.nestedContainer(keyedBy: ArchiveKey.self, forKey: key)
        var root = stackContainer.nestedContainer(keyedBy: ArchiveKey.self, forKey: .root)
        try encode(stack.root, in: &root)
        var path = stackContainer.nestedUnkeyedContainer(forKey: .path)
        for entry in stack.path {
            var entryContainer = path.nestedContainer(keyedBy: ArchiveKey.self)
            try encode(entry, in: &entryContainer)
        }
    }

    private func encode(_ entry: NavigationEntry<Route>, in container: inout KeyedEncodingContainer<ArchiveKey>) throws
    {
        try container.encode(entry.id.rawValue, forKey: .id)
        try container.encode(entry.route, forKey: .route)
    }
}
