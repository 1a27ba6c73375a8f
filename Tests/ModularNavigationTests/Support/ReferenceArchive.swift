import Foundation
import ModularNavigation

/// The JSON field names of formats 1 and 2.
private enum ReferenceKey: String, CodingKey {
    case formatVersion, schemaVersion, state
    case nextID, stack, tabs, presentations
    case items, selectedIndex, tab, above
    case style
    case root, path
    case id, route
    case base, split
    case payload = "_0"
    case sidebar, selection, contentSelection, hasContentColumn, detail
}

/// Formats 1 and 2 as the library wrote them until stacks became two lists, through
/// `Codable` containers: an object per screen, `{"path":[{"id":N,"route":…}…],"root":…}`.
///
/// Archives saved by earlier versions are in these layouts, so they must keep restoring;
/// the damaged-archive corpora edit them.
struct ReferenceArchive<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Encodable {
    let schemaVersion: Int
    let state: NavigationState<Route, Tab>

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ReferenceKey.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        var body = container.nestedContainer(keyedBy: ReferenceKey.self, forKey: .state)
        // The next identity is not public; the state's own `Codable` form carries it.
        let next = try JSONDecoder().decode(NextID.self, from: JSONEncoder().encode(state))
        try body.encode(next.nextID, forKey: .nextID)
        switch state.base {
        case .stack(let stack):
            try container.encode(1, forKey: .formatVersion)
            try encode(stack, in: &body, forKey: .stack)
        case .tabs(let tabs):
            try container.encode(1, forKey: .formatVersion)
            var tabsContainer = body.nestedContainer(keyedBy: ReferenceKey.self, forKey: .tabs)
            try tabsContainer.encode(tabs.selectedIndex, forKey: .selectedIndex)
            // The one field added since: present only while a stack is above the tabs.
            if let above = tabs.above { try encode(above, in: &tabsContainer, forKey: .above) }
            var items = tabsContainer.nestedUnkeyedContainer(forKey: .items)
            for item in tabs.items {
                var itemContainer = items.nestedContainer(keyedBy: ReferenceKey.self)
                try itemContainer.encode(item.tab, forKey: .tab)
                // A tab's split view is written in its item in place of its stack.
                if let split = item.split {
                    var splitContainer = itemContainer.nestedContainer(keyedBy: ReferenceKey.self, forKey: .split)
                    try encode(split, in: &splitContainer)
                } else {
                    try encode(item.stack, in: &itemContainer, forKey: .stack)
                }
            }
        case .split(let split):
            // Format 2 nests the split view where the state's own `Codable` form puts it.
            try container.encode(2, forKey: .formatVersion)
            var base = body.nestedContainer(keyedBy: ReferenceKey.self, forKey: .base)
            var wrapper = base.nestedContainer(keyedBy: ReferenceKey.self, forKey: .split)
            var splitContainer = wrapper.nestedContainer(keyedBy: ReferenceKey.self, forKey: .payload)
            try encode(split, in: &splitContainer)
        }
        var presentations = body.nestedUnkeyedContainer(forKey: .presentations)
        for presentation in state.presentations {
            var presentationContainer = presentations.nestedContainer(keyedBy: ReferenceKey.self)
            try presentationContainer.encode(presentation.style, forKey: .style)
            try encode(presentation.stack, in: &presentationContainer, forKey: .stack)
        }
    }

    private func encode(_ split: NavigationSplit<Route>, in container: inout KeyedEncodingContainer<ReferenceKey>)
        throws
    {
        try encode(split.sidebar, in: &container, forKey: .sidebar)
        try container.encodeIfPresent(split.selection, forKey: .selection)
        try container.encode(split.hasContentColumn, forKey: .hasContentColumn)
        try container.encodeIfPresent(split.contentSelection, forKey: .contentSelection)
        if let detail = split.detail { try encode(detail, in: &container, forKey: .detail) }
    }

    private func encode(
        _ stack: NavigationStackState<Route>,
        in container: inout KeyedEncodingContainer<ReferenceKey>,
        forKey key: ReferenceKey
    ) throws {
        var stackContainer = container.nestedContainer(keyedBy: ReferenceKey.self, forKey: key)
        var root = stackContainer.nestedContainer(keyedBy: ReferenceKey.self, forKey: .root)
        try encode(stack.root, in: &root)
        var path = stackContainer.nestedUnkeyedContainer(forKey: .path)
        for entry in stack.path {
            var entryContainer = path.nestedContainer(keyedBy: ReferenceKey.self)
            try encode(entry, in: &entryContainer)
        }
    }

    private func encode(_ entry: NavigationEntry<Route>, in container: inout KeyedEncodingContainer<ReferenceKey>)
        throws
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
    /// The archive as formats 1 and 2 were written.
    static func data(_ state: NavigationState<Route, Tab>, schemaVersion: Int) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ReferenceArchive(schemaVersion: schemaVersion, state: state))
    }
}
