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
/// navigator.replaceState(result.state)
/// ```
public enum NavigationArchive {
    /// The newest layout version this library writes and reads.
    ///
    /// States with one stack or tabs are written in format 1, byte for byte as before
    /// split views existed; a split view is written in format 2. Both restore with the
    /// same tolerance: old routes migrate, and a route that no longer decodes costs its
    /// screen and what depends on it (see the "Saving and restoring" article).
    /// A stack above the tabs is an optional field of format 1's tabs, written only when
    /// there is one, so archives without it keep their bytes and older archives restore.
    ///
    /// Archives with a newer format version (written by a newer library) restore to the
    /// fallback with ``RestoreIssue/unsupportedFormatVersion(found:)``.
    public static let formatVersion = 2

    /// The layout of states with one stack or tabs.
    static let stackAndTabsFormatVersion = 1

    /// The layout of states with a split view.
    static let splitFormatVersion = 2
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
        if case .split = base { return try SplitArchive(schemaVersion: schemaVersion, state: self).data() }
        return try ArchiveWriter(state: self, schemaVersion: schemaVersion).data()
    }
}

// MARK: - Writing
