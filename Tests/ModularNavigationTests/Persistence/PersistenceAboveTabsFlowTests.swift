import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Without tabs, where a flow above the tabs began is part of the state: saved, restored,
/// and forgotten safely (its screens stay, pushed) when the archive cannot say it.
@MainActor
@Suite("Persistence: a flow pushed above the tabs in an app without tabs")
struct PersistenceAboveTabsFlowTests {
    /// The layouts without tabs, each with a module's flow up.
    nonisolated static let layouts: [EveryLayout] = [.stack, .split, .threeColumns]

    @Test("it restores where it began, and closes after a relaunch", arguments: layouts)
    func restores(layout: EveryLayout) throws {
        let flow = ModuleFlow(layout)
        let saved = try flow.navigator.state.archived(schemaVersion: 1)

        let relaunched = layout.navigator()
        let report = relaunched.restore(from: saved, schemaVersion: 1, fallback: relaunched.state)
        #expect(report.outcome == .restored, "\(layout): \(report.issues)")
        #expect(relaunched.state == flow.navigator.state, "\(layout)")
        #expect(relaunched.state.aboveTabsFlow != nil, "\(layout)")

        relaunched.client(for: relaunched.topStack.top.id).close()
        #expect(relaunched.topStack.top.id == flow.presenter, "\(layout)")
    }

    @Test("its Codable form keeps it", arguments: layouts)
    func codable(layout: EveryLayout) throws {
        let state = ModuleFlow(layout).navigator.state
        let decoded = try JSONDecoder().decode(TabState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state, "\(layout)")
    }

    @Test("restored over a navigator that handed out clients, it follows its renumbered root")
    func renumbered() throws {
        let flow = ModuleFlow(.stack)
        let saved = try flow.navigator.state.archived(schemaVersion: 1)
        let navigator = Navigator(TabState(root: .settings, path: [.detail(1), .detail(2), .detail(3)]))
        _ = navigator.client(for: navigator.topStack.top.id)

        _ = navigator.restore(from: saved, schemaVersion: 1, fallback: TabState(root: .home))
        let root = try #require(navigator.topStack.path.first { $0.route == .picker })
        #expect(root.id != flow.root)
        navigator.client(for: root.id).close()
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list])
    }

    /// The archive of a stack app with a flow up, its JSON changed by `edit`.
    private static func archive(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        let data = try ModuleFlow(.stack).navigator.state.archived(schemaVersion: 1)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var state = try #require(object["state"] as? [String: Any])
        edit(&state)
        object["state"] = state
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test(
        "an archive that names no flow restores its screens pushed; one whose flow cannot begin where it says too, reported"
    )
    func forgotten() throws {
        let dropped: [RestoreIssue<TestTab>] = [.aboveTabsFlowDropped]
        let archives: [(String, Data, [RestoreIssue<TestTab>])] = [
            ("from before the field existed", try Self.archive { $0["aboveTabsFlowRoot"] = nil }, []),
            ("naming the stack's root", try Self.archive { $0["aboveTabsFlowRoot"] = 0 }, dropped),
            ("naming no screen", try Self.archive { $0["aboveTabsFlowRoot"] = 999 }, dropped),
            ("naming it with a string", try Self.archive { $0["aboveTabsFlowRoot"] = "2" }, dropped),
        ]
        for (name, data, issues) in archives {
            let navigator = Navigator(TabState(root: .home))
            let report = navigator.restore(from: data, schemaVersion: 1, fallback: TabState(root: .home))
            #expect(report.issues == issues, "\(name)")
            #expect(report.outcome == (issues.isEmpty ? .restored : .repaired), "\(name)")
            #expect(navigator.topStack.entries.map(\.route) == [.home, .list, .picker, .settings], "\(name)")
            #expect(navigator.state.aboveTabsFlow == nil, "\(name)")
            let events = NavigationEventRecorder(navigator)
            navigator.client(for: navigator.topStack.top.id).close()
            #expect(events.events.compactMap(ModuleFlow.refusal) == ["refused notPresented"], "\(name)")
        }
    }

    @Test("a flow root whose route no longer decodes is cut off with the screens above it")
    func undecodableRoot() throws {
        let data = try Self.archive { state in
            guard var stack = state["stack"] as? [String: Any], var routes = stack["routes"] as? [Any] else { return }
            routes[2] = ["retired": [String: Int]()]
            stack["routes"] = routes
            state["stack"] = stack
        }
        let report = TabState.restore(from: data, schemaVersion: 1, fallback: TabState(root: .home))
        #expect(report.outcome == .repaired)
        #expect(report.issues == [.routeUndecodable(location: .main, index: 2), .aboveTabsFlowDropped])
        #expect(report.state.topStack.entries.map(\.route) == [.home, .list])
        #expect(report.state.aboveTabsFlow == nil)
    }

    @Test("the strict Codable form refuses a flow that cannot begin where it says")
    func strictDecoding() throws {
        let flow = ModuleFlow(.stack)
        let json = String(decoding: try JSONEncoder().encode(flow.navigator.state), as: UTF8.self)
        let named = "\"aboveTabsFlowRoot\":\(flow.root.rawValue)"
        #expect(json.contains(named))
        for wrong in ["\"aboveTabsFlowRoot\":0", "\"aboveTabsFlowRoot\":999"] {
            let data = Data(json.replacingOccurrences(of: named, with: wrong).utf8)
            #expect(throws: DecodingError.self, "\(wrong)") { try JSONDecoder().decode(TabState.self, from: data) }
        }
        var tabs = TabState.threeTabs()
        try tabs.perform(.showAboveTabs(.picker))
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(tabs)) as? [String: Any])
        object["aboveTabsFlowRoot"] = tabs.aboveTabs.map { Int($0.root.id.rawValue) }
        let inTabs = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabState.self, from: inTabs) }
    }
}
