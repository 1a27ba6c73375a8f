import ModularNavigation
import ModularNavigationTesting
import Testing

/// What a layout keeps of its own around a flow above the tabs, on purpose and documented
/// in the "Adaptive layouts" article: what the user sees differs, so the rule reads it.
@MainActor
@Suite("What differs by layout, on purpose, around a flow above the tabs")
struct LayoutDifferenceTests {
    @Test("a split view's sidebar stays beside a flow pushed in its detail; in a tab, the stack above hides it")
    func sidebarBesideFlow() throws {
        for layout in [EveryLayout.split, .threeColumns, .tabSplit] {
            let flow = ModuleFlow(layout)
            let sidebar = try #require(flow.sidebarRoot)
            flow.client(sidebar).presentSheet(.detail(2))
            let expected =
                layout == .tabSplit
                ? "top flow screen, flow up, refused screenCovered" : "top detail(2), flow up, 1 presented"
            #expect(flow.outcome == expected, "\(layout)")
        }
    }

    @Test("a split view's list beside a flow in its detail takes a tap, which ends the flow; in a tab it is hidden")
    func sidebarListBesideFlow() {
        for layout in [EveryLayout.split, .tabSplit] {
            let flow = ModuleFlow(layout)
            let host = HeadlessHost(navigator: flow.navigator)
            host.settle()
            let tapped = host.refusal { host.tapSidebarItem(.settings) }
            host.settle()
            if layout == .split {
                #expect(tapped == nil)
                #expect(flow.navigator.state.aboveTabsFlow == nil)
                #expect(flow.navigator.splitSelection() == .settings)
            } else {
                // Under the stack above the tabs the split view is not on screen at all.
                #expect(tapped == .noSuchControl)
                #expect(flow.navigator.state.aboveTabsFlow != nil)
            }
        }
    }

    @Test("without tabs the flow's root is drawn pushed, with a back button, and its builder is told so")
    func rootMode() {
        for layout in ModuleFlow.layouts {
            let flow = ModuleFlow(layout)
            let state = flow.navigator.state
            guard case let (location, index)? = state.position(of: flow.root) else {
                Issue.record("\(layout): the flow's root is gone")
                continue
            }
            #expect(state.mode(ofScreenAt: location, index: index) == (state.tabs == nil ? .push : .aboveTabs))
        }
    }

    @Test("events name what is drawn: a push and a pop without tabs, the stack above the tabs with them")
    func events() {
        for layout in ModuleFlow.layouts {
            let flow = ModuleFlow(layout)
            flow.client(flow.root).close()
            let ended = flow.events.events.contains { event in
                switch event {
                case .dismissedAboveTabs: flow.navigator.state.tabs != nil
                case .popped: flow.navigator.state.tabs == nil
                default: false
                }
            }
            #expect(ended, "\(layout)")
        }
    }

    @Test("selecting a tab under the flow: covered with tabs, unknown without them")
    func selectTab() {
        for layout in ModuleFlow.layouts {
            let flow = ModuleFlow(layout)
            flow.navigator.selectTab(.search)
            let refusal = flow.navigator.state.tabs == nil ? "unknownTab" : "tabsCovered"
            #expect(flow.outcome == "top flow screen, flow up, refused \(refusal)", "\(layout)")
        }
    }
}

extension ModuleFlow {
    /// The root of the sidebar of the split view the layout shows.
    var sidebarRoot: EntryID? {
        let state = navigator.state
        return (state.split?.sidebar ?? state.stack(at: .tab(.home)))?.root.id
    }
}
