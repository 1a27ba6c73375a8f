import Foundation
import ModularNavigation
import Testing

/// The JSON field names of format 1.
private enum ArchiveKey: String, CodingKey {
    case formatVersion, schemaVersion, state
    case nextID, stack, tabs, presentations
    case items, selectedIndex, tab, above
    case style
    case root, path
    case id, route
}

/// Format 1 as the library first wrote it, through `Codable` containers: the archive
/// writer must give the same bytes, so that archives stay readable both ways.
struct ReferenceArchive<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Encodable {
    let schemaVersion: Int
    let state: NavigationState<Route, Tab>

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ArchiveKey.self)
        try container.encode(1, forKey: .formatVersion)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        var body = container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .state)
        // The next identity is not public; the state's own `Codable` form carries it.
        let next = try JSONDecoder().decode(NextID.self, from: JSONEncoder().encode(state))
        try body.encode(next.nextID, forKey: .nextID)
        switch state.base {
        case .stack(let stack):
            try encode(stack, in: &body, forKey: .stack)
        case .tabs(let tabs):
            var tabsContainer = body.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs)
            try tabsContainer.encode(tabs.selectedIndex, forKey: .selectedIndex)
            // The one field added since: present only while a stack is above the tabs.
            if let above = tabs.above { try encode(above, in: &tabsContainer, forKey: .above) }
            var items = tabsContainer.nestedUnkeyedContainer(forKey: .items)
            for item in tabs.items {
                var itemContainer = items.nestedContainer(keyedBy: ArchiveKey.self)
                try itemContainer.encode(item.tab, forKey: .tab)
                try encode(item.stack, in: &itemContainer, forKey: .stack)
            }
        case .split:
            // Format 1 has no split view; split archives are format 2.
            throw EncodingError.invalidValue(state, .init(codingPath: [], debugDescription: "no split in format 1"))
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

/// The one field of a state's `Codable` form the reference needs.
private struct NextID: Decodable {
    var nextID: UInt64
}

extension ReferenceArchive {
    /// The archive as format 1 was first written.
    static func data(_ state: NavigationState<Route, Tab>, schemaVersion: Int) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ReferenceArchive(schemaVersion: schemaVersion, state: state))
    }
}

@Suite("Persistence: the archive layout stays format 1, byte for byte")
struct PersistenceLayoutTests {
    @Test("Archives of random states are the bytes format 1 was first written as")
    func randomStates() throws {
        var generator = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let state = TabState.random(steps: Int.random(in: 0..<40, using: &generator), using: &generator)
            let schema = Int.random(in: -3...12, using: &generator)
            #expect(try state.archived(schemaVersion: schema) == ReferenceArchive.data(state, schemaVersion: schema))
        }
        #expect(
            try Fixtures.stack.archived(schemaVersion: 1) == ReferenceArchive.data(Fixtures.stack, schemaVersion: 1))
        let texts = NavigationState<TextRoute, Never>(
            root: .note(#"a"]},{"b\"#), path: [.note(#"\\"}"#), .nested([["[[", "}}"], []]), .note("😀 é /")])
        #expect(try texts.archived(schemaVersion: 1) == ReferenceArchive.data(texts, schemaVersion: 1))
    }

    @Test("Format 1 archives as first written restore whole")
    func referenceRestores() throws {
        let result = TabState.restore(
            from: try ReferenceArchive.data(Fixtures.tabs, schemaVersion: 1), schemaVersion: 1,
            fallback: Fixtures.tabFallback)
        #expect(result.outcome == .restored)
        #expect(result.state == Fixtures.tabs)
    }
}
