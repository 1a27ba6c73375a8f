import Foundation
import ModularNavigation
import Testing

@Suite("A stack above the tabs saved and restored")
struct AboveTabsPersistenceTests {
    /// A format-1 archive of three tabs written before stacks above the tabs existed.
    private static let oldArchive = #"""
        {"formatVersion":1,"schemaVersion":1,"state":{"nextID":4,"presentations":[],"tabs":{"items":[\#
        {"stack":{"path":[{"id":3,"route":{"detail":{"_0":7}}}],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},\#
        {"stack":{"path":[],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},\#
        {"stack":{"path":[],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":0}}}
        """#

    private static func shown() throws -> TabState {
        var state = TabState.threeTabs()
        try state.perform(.push(.detail(7)))
        try state.perform(.showAboveTabs(.picker))
        try state.perform(.push(.settings))
        try state.perform(.present(.list, .sheet()))
        return state
    }

    @Test("an old format-1 archive without the field restores, and is the object-per-screen writer's bytes")
    func oldArchive() throws {
        let data = Data(Self.oldArchive.utf8)
        let result = TabState.restore(from: data, schemaVersion: 1, fallback: .threeTabs())
        #expect(result.outcome == .restored)
        #expect(result.state.aboveTabs == nil)
        #expect(result.state.stack(at: .tab(.home))?.path.map(\.route) == [.detail(7)])
        #expect(try ReferenceArchive.data(result.state, schemaVersion: 1) == data)
    }

    @Test("the stack above the tabs and what hangs off it round-trip in format 5, however the JSON is laid out")
    func roundTrip() throws {
        let state = try Self.shown()
        let data = try state.archived(schemaVersion: 1)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"formatVersion":5,"#))
        #expect(text.contains(#""tabs":{"above":{"ids":[4,-1],"#))
        let result = TabState.restore(from: data, schemaVersion: 1, fallback: .threeTabs())
        #expect(result.outcome == .restored)
        #expect(result.state == state)
        // JSON laid out otherwise reads the same.
        let pretty = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: data), options: [.prettyPrinted])
        let careful = TabState.restore(from: pretty, schemaVersion: 1, fallback: .threeTabs())
        #expect(careful.issues == [])
        #expect(careful.state == state)
    }

    @Test("a route above the tabs that no longer decodes truncates that stack and drops what hung off it")
    func undecodableRouteTruncates() throws {
        let data = try Self.shown().archived(schemaVersion: 1)
        let broken = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #"{"settings":{}}"#, with: #"{"retired":{}}"#)
        let result = TabState.restore(from: Data(broken.utf8), schemaVersion: 1, fallback: .threeTabs())
        #expect(result.outcome == .repaired)
        #expect(result.issues == [.routeUndecodable(location: .aboveTabs, index: 1), .presentationsDropped(count: 1)])
        #expect(result.state.aboveTabs?.entries.map(\.route) == [.picker])
        #expect(result.state.presentations.isEmpty)
        #expect(result.state.stack(at: .tab(.home))?.path.map(\.route) == [.detail(7)])
    }

    @Test("a stack above the tabs whose root no longer decodes is dropped, and the tabs show")
    func undecodableRootDrops() throws {
        let data = try Self.shown().archived(schemaVersion: 1)
        let broken = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #"{"picker":{}}"#, with: #"{"retired":{}}"#)
        let result = TabState.restore(from: Data(broken.utf8), schemaVersion: 1, fallback: .threeTabs())
        #expect(result.state.aboveTabs == nil)
        #expect(result.state.presentations.isEmpty)
        #expect(result.state.topLocation == .tab(.home))
        #expect(result.issues.contains(.routeUndecodable(location: .aboveTabs, index: 0)))
    }

    @Test("an identity above the tabs that repeats a tab's is renumbered above every other")
    func duplicateIdentity() throws {
        let data = try Self.shown().archived(schemaVersion: 1)
        let broken = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: #""above":{"ids":[4,-1]"#, with: #""above":{"ids":[4,0]"#)
        let result = TabState.restore(from: Data(broken.utf8), schemaVersion: 1, fallback: .threeTabs())
        #expect(result.issues == [.duplicateIdentity(EntryID(rawValue: 0))])
        let ids = result.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(result.state.aboveTabs?.path.first?.route == .settings)
    }
}
