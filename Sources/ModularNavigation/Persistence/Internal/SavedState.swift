// Lenient readers for the archive layouts: format 1 as written by `ArchiveWriter`, and
// format 2 (a split view) as written by `SplitArchive`.
//
// Each reader's `init(from:)` never throws: it keeps what it can read and records where
// reading stopped, so that one bad route costs its screen and what sits above it, not
// the whole state. `RestoreBuilder` turns what was read into a valid state.

/// A saved state as far as it could be read.
struct SavedState<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    enum Base {
        case stack(SavedStack<Route>)
        /// `items` is `nil` when the list is missing or is not a list; `above` is `nil`
        /// when no stack was saved above the tabs.
        case tabs(items: [SavedTabItem<Route, Tab>]?, selectedIndex: Int?, above: SavedStack<Route>?)
        /// A split view, from a format-2 archive.
        case split(SavedSplit<Route>)
        /// Not one readable base of the archive's format.
        case unreadable
    }

    var nextID: UInt64?
    var base: Base
    /// `nil` when the list is missing or is not a list.
    var presentations: [SavedPresentation<Route>]?

    /// Reads a format-1 state: `nextID`, `presentations`, and `stack` or `tabs`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        nextID = try? container.decode(UInt64.self, forKey: .nextID)
        switch (container.contains(.stack), container.contains(.tabs)) {
        case (true, false):
            base = .stack((try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0))
        case (false, true):
            base = Self.readTabs(container)
        default:
            base = .unreadable
        }
        presentations = Self.readPresentations(container)
    }

    /// Reads a format-2 state: `nextID`, `presentations`, and the split view in
    /// `base.split._0`, where the state's own `Codable` form puts it.
    init(splitArchiveState container: KeyedDecodingContainer<ArchiveKey>) {
        nextID = try? container.decode(UInt64.self, forKey: .nextID)
        let split = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .base)
            .nestedContainer(keyedBy: ArchiveKey.self, forKey: .split)
            .decode(SavedSplit<Route>.self, forKey: .payload)
        base = split.map { .split($0) } ?? .unreadable
        presentations = Self.readPresentations(container)
    }

    private static func readPresentations(
        _ container: KeyedDecodingContainer<ArchiveKey>
    ) -> [SavedPresentation<Route>]? {
        readList(
            container, forKey: .presentations,
            unreadable: SavedPresentation(style: nil, stack: SavedStack(corruptAt: 0)))
    }

    private static func readTabs(_ container: KeyedDecodingContainer<ArchiveKey>) -> Base {
        guard let tabs = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs) else {
            return .tabs(items: nil, selectedIndex: nil, above: nil)
        }
        let items = readList(
            tabs, forKey: .items, unreadable: SavedTabItem<Route, Tab>(tab: nil, stack: SavedStack(corruptAt: 0)))
        // Absent when nothing was above the tabs, as in archives from before it existed.
        var above: SavedStack<Route>?
        if tabs.contains(.above) {
            above = (try? tabs.decode(SavedStack<Route>.self, forKey: .above)) ?? SavedStack(corruptAt: 0)
        }
        return .tabs(items: items, selectedIndex: try? tabs.decode(Int.self, forKey: .selectedIndex), above: above)
    }

    /// Reads a list of lenient elements; an element the container refuses outright ends
    /// the list with `unreadable`, so that the loss is still reported.
    private static func readList<Element: Decodable>(
        _ container: KeyedDecodingContainer<ArchiveKey>,
        forKey key: ArchiveKey,
        unreadable: Element
    ) -> [Element]? {
        guard var list = try? container.nestedUnkeyedContainer(forKey: key) else { return nil }
        var elements: [Element] = []
        while !list.isAtEnd {
            guard let element = try? list.decode(Element.self) else {
                elements.append(unreadable)
                break
            }
            elements.append(element)
        }
        return elements
    }
}
