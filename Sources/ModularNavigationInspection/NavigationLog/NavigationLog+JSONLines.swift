public import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NavigationLog {
    /// The log as JSON Lines: a header, then one line per change, each ending in `\n`.
    ///
    /// Keys are sorted, so the same log always gives the same text.
    public func jsonLines() throws(NavigationLogError) -> String {
        let encoder = Self.lineEncoder()
        var text = try Self.line(
            LogHeader(
                format: Self.formatVersion, schemaVersion: schemaVersion,
                start: Self.archive(start, schemaVersion: schemaVersion)),
            encoder: encoder)
        for change in changes {
            text += try Self.line(
                steps: change.steps, tree: change.tree, schemaVersion: schemaVersion, encoder: encoder)
        }
        return text
    }

    /// Reads a log from JSON Lines.
    ///
    /// A log written with an older route schema reads through `migration`, as a saved
    /// state does (`NavigationState.restore(from:schemaVersion:fallback:migration:)`);
    /// without one, or when a route still does not decode, reading fails with a typed
    /// error naming the line.
    ///
    /// - Parameters:
    ///   - jsonLines: The text ``jsonLines()`` wrote; blank lines are skipped, and lines may end in CRLF.
    ///   - schemaVersion: The app's route schema version now.
    ///   - fallback: Any valid state of the app's layout kind (one stack, tabs, or a split
    ///     view); the restoration of logged states needs one, and it never becomes part of
    ///     the log. A logged state keeps the tabs it held, so a log that inserts, removes
    ///     or reorders tabs reads back with the app's launch tabs.
    ///   - migration: Reads routes of an older schema.
    /// - Throws: A ``NavigationLogError``.
    public init(
        jsonLines: String,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        migration: RouteMigration<Route>? = nil
    ) throws(NavigationLogError) {
        let lines = Self.lines(of: jsonLines)
        guard let first = lines.first else { throw .empty }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(LogHeader.self, from: first.element) else {
            throw .malformedLine(first.offset + 1)
        }
        guard (1...Self.formatVersion).contains(header.format) else {
            throw .unsupportedFormat(found: header.format)
        }
        if header.schemaVersion != schemaVersion {
            guard let migration, let key = LoggedRouteReading<Route>.userInfoKey else {
                throw .schemaVersionMismatch(found: header.schemaVersion, expected: schemaVersion)
            }
            decoder.userInfo[key] = LoggedRouteReading(
                RouteReader(migrating: (migration, header.schemaVersion)))
        }
        let reader = StateReader(
            schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        self.schemaVersion = schemaVersion
        self.start = try reader.state(header.start, line: first.offset + 1)
        var changes: [Change] = []
        for (offset, text) in lines.dropFirst() {
            guard let line = try? decoder.decode(LogLine<Route, Tab>.self, from: text) else {
                throw .malformedLine(offset + 1)
            }
            // Format 1 checkpointed every change; a line of it without a tree is damaged.
            guard header.format > 1 || line.tree != nil else { throw .malformedLine(offset + 1) }
            changes.append(try line.change(line: offset + 1, reader: reader))
        }
        self.changes = changes
    }

    /// The non-blank lines of `text` with their offsets, split on LF bytes with one
    /// trailing CR dropped from each, so logs that passed through CRLF tools read.
    ///
    /// Bytes, not `Character`s: `"\r\n"` is one `Character`, so splitting on `"\n"`
    /// kept a CRLF log as one line; and not `isNewline`, which would split at the raw
    /// U+2028 that `JSONEncoder` leaves inside strings.
    private static func lines(of text: String) -> [(offset: Int, element: Data)] {
        var lines: [(offset: Int, element: Data)] = []
        for (offset, var line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            .enumerated()
        {
            if line.last == 0x0D { line = line.dropLast() }
            guard line.contains(where: { ![0x20, 0x09, 0x0D, 0x0B, 0x0C].contains($0) }) else { continue }
            lines.append((offset, Data(line)))
        }
        return lines
    }

    /// A state as a saved-state archive, as the header's start and a replaced state are stored.
    static func archive(
        _ state: NavigationState<Route, Tab>, schemaVersion: Int
    ) throws(NavigationLogError) -> String {
        do {
            return String(decoding: try state.archived(schemaVersion: schemaVersion), as: UTF8.self)
        } catch {
            throw .notEncodable(String(describing: error))
        }
    }

    /// The encoder of every line; a writer keeps one rather than make one per change.
    static func lineEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func line(_ value: some Encodable, encoder: JSONEncoder) throws(NavigationLogError) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw .notEncodable(String(describing: error))
        }
    }
}

/// Restores the states a log holds, whole or not at all.
struct StateReader<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
    let schemaVersion: Int
    let fallback: NavigationState<Route, Tab>
    let migration: RouteMigration<Route>?

    func state(_ archive: String, line: Int) throws(NavigationLogError) -> NavigationState<Route, Tab> {
        // A log's state holds the tabs its navigator held, edited or not.
        let result = NavigationState.restoreLogged(
            from: Data(archive.utf8), schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        guard result.outcome == .restored else {
            throw .stateNotRestored(line: line, issues: result.issues.map { String(describing: $0) })
        }
        return result.state
    }
}

/// The first line of a log.
struct LogHeader: Codable {
    var format: Int
    var schemaVersion: Int
    /// The start state as a saved-state archive.
    var start: String
}
