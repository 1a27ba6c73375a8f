import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Split view through the navigator")
struct SplitNavigatorTests {
    @Test("a push in the detail does not notify the sidebar selection or the sidebar stack")
    func observation() {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let selection = ObservationCounter()
        let sidebar = ObservationCounter()
        let detail = ObservationCounter()
        selection.observe { _ = navigator.splitSelection() }
        sidebar.observe { _ = navigator.stack(at: .sidebar) }
        detail.observe { _ = navigator.stack(at: .detail) }

        navigator.push(.settings)
        #expect(detail.count == 1)
        #expect(selection.count == 0)
        #expect(sidebar.count == 0)

        navigator.perform(.selectSidebar(.detail(2)))
        #expect(selection.count == 1)
        #expect(detail.count == 2)
        #expect(sidebar.count == 0)
        #expect(navigator.splitSelection() == .detail(2))
    }

    @Test("a client in the detail pushes onto the detail stack; its dismiss at the root shows the sidebar")
    func clientInDetail() throws {
        let navigator = Navigator(SplitState(sidebar: .list, selection: .detail(1)))
        let root = try #require(navigator.state.stack(at: .detail)?.root.id)
        let client = navigator.client(for: root)
        client.push(.settings)
        #expect(navigator.state.stack(at: .detail)?.path.map(\.route) == [.settings])
        client.dismiss()
        #expect(navigator.splitSelection() == nil)
        #expect(navigator.state.topLocation == .sidebar)
        // The screen is gone: another call is stale and changes nothing.
        let before = navigator.state
        client.push(.settings)
        #expect(navigator.state == before)
    }

    @Test("guards see sidebar selections and can cancel them")
    func guards() {
        let navigator = Navigator(SplitState(sidebar: .list))
        var seen: [NavigationAction<TestRoute, Never>] = []
        navigator.addGuard { proposal in
            seen.append(proposal.action)
            return proposal.proposed.split?.selection == .settings ? .cancel : .allow
        }
        navigator.perform(.selectSidebar(.settings))
        #expect(navigator.splitSelection() == nil)
        navigator.perform(.selectSidebar(.detail(1)))
        #expect(navigator.splitSelection() == .detail(1))
        #expect(seen == [.selectSidebar(.settings), .selectSidebar(.detail(1))])
    }

    @Test("a link selects a sidebar item and pushes in the detail")
    func deepLink() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        try state.navigate(to: .split(selecting: .detail(4), path: [.picker]))
        #expect(state.split?.selection == .detail(4))
        #expect(state.stack(at: .detail)?.entries.map(\.route) == [.detail(4), .picker])
        // Selecting the item already selected keeps its detail screens below the new path.
        let root = try #require(state.stack(at: .detail)?.root.id)
        try state.navigate(to: .split(selecting: .detail(4), path: [.picker, .settings]))
        #expect(state.stack(at: .detail)?.root.id == root)
        #expect(state.stack(at: .detail)?.path.map(\.route) == [.picker, .settings])
    }

    @Test("a split archive restores; old format-1 archives of stacks still restore byte-identical")
    func persistence() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        try state.perform(.present(.picker, .sheet()))
        let data = try state.archived(schemaVersion: 4)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.hasPrefix(#"{"formatVersion":6,"#))

        let restored = SplitState.restore(from: data, schemaVersion: 4, fallback: SplitState(sidebar: .list))
        #expect(restored.outcome == .restored)
        #expect(restored.state == state)

        let otherSchema = SplitState.restore(from: data, schemaVersion: 5, fallback: SplitState(sidebar: .list))
        #expect(otherSchema.outcome == .fallback)
        #expect(otherSchema.issues == [.schemaVersionMismatch(found: 4, expected: 5)])

        let stackApp = SplitState.restore(from: data, schemaVersion: 4, fallback: SplitState(root: .home))
        #expect(stackApp.issues == [.baseMismatch])

        let stack = StackState(root: .home, path: [.list])
        let stackArchive = try #require(String(data: try stack.archived(schemaVersion: 1), encoding: .utf8))
        #expect(
            stackArchive
                == #"{"formatVersion":5,"schemaVersion":1,"state":{"nextID":2,"presentations":[],"stack":{"ids":[0,-1],"routes":[{"home":{}},{"list":{}}]}}}"#
        )
    }

    @Test("a corrupt split archive falls back with a reason")
    func corruptSplitArchive() throws {
        let state = SplitState(sidebar: .list, selection: .detail(1))
        let text = try #require(String(data: try state.archived(schemaVersion: 1), encoding: .utf8))
        let broken = text.replacingOccurrences(
            of: #""selection":{"detail":{"_0":1}}"#, with: #""selection":{"detail":{"_0":9}}"#)
        #expect(broken != text)
        let result = SplitState.restore(from: Data(broken.utf8), schemaVersion: 1, fallback: SplitState(sidebar: .list))
        #expect(result.issues == [.corruptData])
        #expect(result.state == SplitState(sidebar: .list))
    }
}
