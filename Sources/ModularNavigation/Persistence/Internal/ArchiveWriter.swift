#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes an archive: the envelope and the state's layout by hand, the app's values
/// (routes, tabs, styles) in one `JSONEncoder` pass.
///
/// Encoding the layout through `Codable` gives every screen its own keyed container,
/// which `JSONEncoder` builds as a dictionary and sorts; the layout is fixed, so it is
/// written directly, in sorted key order and without whitespace:
///
/// ```text
/// {"formatVersion":1,"schemaVersion":S,"state":{"nextID":N,
///  "presentations":[{"stack":STACK,"style":STYLE}…],
///  "stack":STACK | "tabs":{["above":STACK,]"items":[{"stack":STACK,"tab":TAB}…],"selectedIndex":I}}}
/// STACK = {"path":[ENTRY…],"root":ENTRY}    ENTRY = {"id":N,"route":ROUTE}
/// ```
struct ArchiveWriter<Route: Hashable & Sendable & Encodable, Tab: Hashable & Sendable & Encodable> {
    let state: NavigationState<Route, Tab>
    let schemaVersion: Int

    /// The archive's bytes.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try encoder.encode(Values(state: state))
        return try encoded.withUnsafeBytes { values in
            guard let written = write(values: values) else {
                throw EncodingError.invalidValue(
                    state,
                    EncodingError.Context(
                        codingPath: [], debugDescription: "A route, tab or style did not encode as one JSON value."))
            }
            return Data(written)
        }
    }

    /// Every route, tab and style in the order the archive holds them, as
    /// `[[routes…],[tabs…],[styles…]]`: presentations before the base (keys are sorted),
    /// and in each stack the path before the root.
    private struct Values: Encodable {
        let state: NavigationState<Route, Tab>

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            var routes = container.nestedUnkeyedContainer()
            var tabs = container.nestedUnkeyedContainer()
            var styles = container.nestedUnkeyedContainer()
            for presentation in state.presentations {
                try encode(presentation.stack, in: &routes)
                try styles.encode(presentation.style)
            }
            switch state.base {
            case .stack(let stack):
                try encode(stack, in: &routes)
            case .tabs(let items):
                if let above = items.above { try encode(above, in: &routes) }
                for item in items.items {
                    try encode(item.stack, in: &routes)
                    try tabs.encode(item.tab)
                }
            case .split:
                // Split views are written by `SplitArchive`, in format 2.
                break
            }
        }

        private func encode(_ stack: NavigationStackState<Route>, in routes: inout any UnkeyedEncodingContainer) throws
        {
            for entry in stack.path {
                try routes.encode(entry.route)
            }
            try routes.encode(stack.root.route)
        }
    }

    /// The archive around the encoded values; `nil` when they are not the three lists.
    private func write(values: UnsafeRawBufferPointer) -> [UInt8]? {
        var scanner = ArchiveScanner(bytes: values)
        guard scanner.take(UInt8(ascii: "[")), let routes = Self.list(&scanner, capacity: values.count / 16),
            scanner.take(UInt8(ascii: ",")),
            let tabs = Self.list(&scanner, capacity: 0), scanner.take(UInt8(ascii: ",")),
            let styles = Self.list(&scanner, capacity: 0),
            scanner.take(UInt8(ascii: "]")), scanner.isAtEnd
        else { return nil }
        var out = ArchiveBytes(values: values, routes: routes, capacity: values.count + routes.count * 24 + 128)
        out.append(#"{"formatVersion":"#)
        out.append(NavigationArchive.stackAndTabsFormatVersion)
        out.append(#","schemaVersion":"#)
        out.append(schemaVersion)
        out.append(#","state":{"nextID":"#)
        out.append(state.nextID)
        out.append(#","presentations":["#)
        for (index, presentation) in zip(styles.indices, state.presentations) {
            if index > 0 { out.append(",") }
            out.append(#"{"stack":"#)
            Self.append(presentation.stack, to: &out)
            out.append(#","style":"#)
            out.append(styles[index])
            out.append("}")
        }
        out.append("]")
        switch state.base {
        case .stack(let stack):
            out.append(#","stack":"#)
            Self.append(stack, to: &out)
        case .tabs(let tabState):
            out.append(#","tabs":{"#)
            // Written only when there is one, so tabs without it keep their old bytes.
            if let above = tabState.above {
                out.append(#""above":"#)
                Self.append(above, to: &out)
                out.append(",")
            }
            out.append(#""items":["#)
            for (index, item) in zip(tabs.indices, tabState.items) {
                if index > 0 { out.append(",") }
                out.append(#"{"stack":"#)
                Self.append(item.stack, to: &out)
                out.append(#","tab":"#)
                out.append(tabs[index])
                out.append("}")
            }
            out.append(#"],"selectedIndex":"#)
            out.append(tabState.selectedIndex)
            out.append("}")
        case .split:
            return nil
        }
        out.append("}}")
        return out.nextRoute == routes.count ? out.bytes : nil
    }

    /// The extents of the values of one JSON array.
    private static func list(_ scanner: inout ArchiveScanner, capacity: Int) -> [Range<Int>]? {
        guard scanner.take(UInt8(ascii: "[")) else { return nil }
        var ranges: [Range<Int>] = []
        // A route takes at least a few bytes; reserving by size avoids regrowing.
        ranges.reserveCapacity(capacity)
        while !scanner.take(UInt8(ascii: "]")) {
            guard ranges.isEmpty || scanner.take(UInt8(ascii: ",")), let range = scanner.valueRange() else {
                return nil
            }
            ranges.append(range)
        }
        return ranges
    }

    /// `{"path":[ENTRY…],"root":ENTRY}`, the routes being the next ones in order.
    private static func append(_ stack: NavigationStackState<Route>, to out: inout ArchiveBytes) {
        out.append(#"{"path":["#)
        let path = stack.path
        for index in path.indices {
            if index > 0 { out.append(",") }
            out.appendEntry(path[index].id)
        }
        out.append(#"],"root":"#)
        out.appendEntry(stack.root.id)
        out.append("}")
    }
}
