import ModularNavigation
import ModularNavigationTesting
import Testing

/// A module does not know the app's layout: each call it (or the app) makes in and around
/// a flow shown above the tabs has one outcome in a single stack, tabs, split views of two
/// and three columns, and a split view inside a tab.
///
/// Without tabs the flow is pushed on the base stack, and the state marks where it begins,
/// so that it closes, finishes, pops within itself and hides the screen that showed it as
/// the stack above the tabs does.
@MainActor
@Suite("One rule in every layout: a module's flow above the tabs")
struct LayoutParityTests {
    typealias Act = (name: String, act: (ModuleFlow) -> Void, outcome: String)

    /// Each call, with what it does in every layout.
    static let acts: [Act] = [
        // The flow ends itself.
        ("its last screen closes it", { $0.client($0.pushed).close() }, "top presenter, flow gone"),
        ("its root closes it", { $0.client($0.root).close() }, "top presenter, flow gone"),
        ("its root dismisses itself", { $0.client($0.root).dismiss() }, "top presenter, flow gone"),
        ("it finishes, nobody awaiting", { _ = $0.client($0.pushed).finish(with: 1) }, "top presenter, flow gone"),
        ("the app dismisses it", { $0.navigator.perform(.dismissAboveTabs) }, "top presenter, flow gone"),
        (
            "the app pops twice",
            {
                $0.navigator.pop(count: 1)
                $0.navigator.pop()
            }, "top presenter, flow gone"
        ),
        // The flow goes back within itself.
        ("its last screen dismisses itself", { $0.client($0.pushed).dismiss() }, "top flow root, flow up"),
        ("its last screen pops to its root", { $0.client($0.pushed).popToRoot() }, "top flow root, flow up"),
        (
            "its root pops to its root",
            {
                $0.client($0.pushed).popToRoot()
                $0.client($0.root).popToRoot()
            },
            "top flow root, flow up, refused nothingToPop"
        ),
        ("it pops to its root's route", { $0.client($0.pushed).pop(to: .picker) }, "top flow root, flow up"),
        (
            "it pops to the presenter's route", { $0.client($0.pushed).pop(to: .list) },
            "top flow screen, flow up, refused notInStack"
        ),
        (
            "it pops to the presenter", { $0.client($0.pushed).pop(to: $0.presenter) },
            "top flow screen, flow up, refused notInStack"
        ),
        ("the app pops once", { $0.navigator.pop() }, "top flow root, flow up"),
        ("the app pops to the root", { $0.navigator.popToRoot() }, "top flow root, flow up"),
        (
            "the app pops past its root", { $0.navigator.pop(count: 2) },
            "top flow screen, flow up, refused popCountOutOfRange(requested: 2, available: 1)"
        ),
        // The flow goes on.
        ("it shows above the tabs again", { $0.top.showAboveTabs(.detail(9)) }, "top detail(9), flow up"),
        (
            "it shows above the tabs again, then closes",
            {
                $0.top.showAboveTabs(.detail(9))
                $0.top.close()
            },
            "top presenter, flow gone"
        ),
        ("it sets a new root", { $0.top.navigate(to: .detail(4), mode: .root) }, "top detail(4), flow up"),
        (
            "it sets a new root, then closes",
            {
                $0.top.navigate(to: .detail(4), mode: .root)
                $0.top.close()
            },
            "top presenter, flow gone"
        ),
        (
            "the app pushes on it, then it closes",
            {
                $0.navigator.push(.detail(1))
                $0.top.close()
            }, "top presenter, flow gone"
        ),
        // Layers over the flow.
        (
            "a sheet over it closes itself",
            {
                $0.top.presentSheet(.detail(2))
                $0.top.close()
            },
            "top flow screen, flow up"
        ),
        (
            "it closes under a sheet",
            {
                $0.top.presentSheet(.detail(2))
                $0.client($0.pushed).close()
            },
            "top presenter, flow gone"
        ),
        (
            "a sheet over it shows above the tabs",
            {
                $0.top.presentSheet(.detail(2))
                $0.top.showAboveTabs(.detail(9))
            },
            "top detail(9), flow up"
        ),
        (
            "the app shows above the tabs under a sheet",
            {
                $0.top.presentSheet(.detail(2))
                $0.navigator.showAboveTabs(.detail(9))
            }, "top detail(9), flow up"
        ),
        // The presenter, which the flow hides.
        (
            "the presenter presents a sheet", { $0.client($0.presenter).presentSheet(.detail(2)) },
            "top flow screen, flow up, refused screenCovered"
        ),
        (
            "the presenter presents a cover",
            { $0.client($0.presenter).navigate(to: .detail(2), mode: .fullScreenCover) },
            "top flow screen, flow up, refused screenCovered"
        ),
        (
            "the presenter shows above the tabs", { $0.client($0.presenter).showAboveTabs(.detail(3)) },
            "top flow screen, flow up, refused screenCovered"
        ),
        (
            "the presenter pushes, out of sight", { $0.client($0.presenter).push(.detail(1)) },
            "top flow screen, flow up"
        ),
        (
            "the presenter pushes, and the flow closes on it",
            {
                $0.client($0.presenter).push(.detail(1))
                $0.client($0.pushed).close()
            }, "top detail(1), flow gone"
        ),
        (
            "the presenter sets a new root under it, and the flow closes on it",
            {
                $0.client($0.presenter).navigate(to: .detail(4), mode: .root)
                $0.client($0.pushed).close()
            },
            "top detail(4), flow gone"
        ),
        ("the presenter dismisses itself", { $0.client($0.presenter).dismiss() }, "top start, flow gone"),
        ("the presenter pops to its root", { $0.client($0.presenter).popToRoot() }, "top start, flow gone"),
        (
            "the presenter pops to a route of the flow", { $0.client($0.presenter).pop(to: .picker) },
            "top flow screen, flow up, refused notInStack"
        ),
        (
            "the presenter closes", { $0.client($0.presenter).close() },
            "top flow screen, flow up, refused notPresented"
        ),
        (
            "the presenter selects a detent", { $0.client($0.presenter).selectDetent(.medium) },
            "top flow screen, flow up, refused notPresented"
        ),
        (
            "the presenter finishes", { _ = $0.client($0.presenter).finish(with: 1) },
            "top flow screen, flow up, refused noPendingResult"
        ),
        // Screens that are gone, and tabs that are not there.
        (
            "a screen of the closed flow pushes",
            { flow in
                let gone = flow.client(flow.pushed)
                gone.close()
                gone.push(.detail(1))
                gone.showAboveTabs(.detail(2))
            }, "top presenter, flow gone, stale, stale"
        ),
        (
            "the app selects a tab it does not have", { $0.navigator.selectTab(.profile) },
            "top flow screen, flow up, refused unknownTab"
        ),
    ]

    /// Each call from a module's screen on top, with no flow up, with what it does in
    /// every layout.
    static let screenActs: [Act] = [
        ("it pushes", { $0.top.push(.detail(1)) }, "top detail(1), flow gone"),
        ("it presents a sheet", { $0.top.presentSheet(.detail(2)) }, "top detail(2), flow gone, 1 presented"),
        (
            "it presents an inspector", { $0.top.navigate(to: .detail(2), mode: .inspector()) },
            "top detail(2), flow gone, 1 presented"
        ),
        ("it sets a new root", { $0.top.navigate(to: .detail(4), mode: .root) }, "top detail(4), flow gone"),
        ("it shows above the tabs", { $0.top.showAboveTabs(.picker) }, "top picker, flow up"),
        ("it dismisses itself", { $0.top.dismiss() }, "top start, flow gone"),
        ("it pops to its root", { $0.top.popToRoot() }, "top start, flow gone"),
        (
            "it pops to a route it does not hold", { $0.top.pop(to: .picker) },
            "top presenter, flow gone, refused notInStack"
        ),
        ("it closes", { $0.top.close() }, "top presenter, flow gone, refused notPresented"),
        ("it finishes", { _ = $0.top.finish(with: 1) }, "top presenter, flow gone, refused noPendingResult"),
        ("it selects a detent", { $0.top.selectDetent(.medium) }, "top presenter, flow gone, refused notPresented"),
        (
            "its sheet closes itself",
            {
                $0.top.presentSheet(.detail(2))
                $0.top.close()
            }, "top presenter, flow gone"
        ),
        (
            "its sheet finishes, nobody awaiting",
            {
                $0.top.presentSheet(.detail(2))
                _ = $0.top.finish(with: 1)
            },
            "top presenter, flow gone"
        ),
        (
            "its sheet pops to its root",
            {
                $0.top.presentSheet(.detail(2))
                $0.top.popToRoot()
            },
            "top detail(2), flow gone, 1 presented, refused nothingToPop"
        ),
        (
            "under its sheet, it pushes",
            {
                $0.top.presentSheet(.detail(2))
                $0.client($0.presenter).push(.detail(1))
            },
            "top detail(2), flow gone, 1 presented"
        ),
        (
            "under its sheet, it dismisses itself",
            {
                $0.top.presentSheet(.detail(2))
                $0.client($0.presenter).dismiss()
            },
            "top start, flow gone"
        ),
        (
            "the app shows above the tabs over its sheet",
            {
                $0.top.presentSheet(.detail(2))
                $0.navigator.showAboveTabs(.picker)
            },
            "top picker, flow up"
        ),
        (
            "the app dismisses above the tabs", { $0.navigator.perform(.dismissAboveTabs) },
            "top presenter, flow gone, refused nothingToDismiss"
        ),
        ("the app pops to the root", { $0.navigator.popToRoot() }, "top start, flow gone"),
        (
            "the app pops too far", { $0.navigator.pop(count: 5) },
            "top presenter, flow gone, refused popCountOutOfRange(requested: 5, available: 1)"
        ),
        (
            "the app selects a tab it does not have", { $0.navigator.selectTab(.profile) },
            "top presenter, flow gone, refused unknownTab"
        ),
        (
            "a popped screen's client acts",
            { screen in
                let gone = screen.top
                gone.dismiss()
                gone.push(.detail(1))
                gone.close()
            }, "top start, flow gone, stale, stale"
        ),
    ]

    @Test("each call from a module's screen on top has one outcome in every layout", arguments: ModuleFlow.layouts)
    func everyScreenCall(layout: EveryLayout) {
        for (name, act, outcome) in Self.screenActs {
            let screen = ModuleFlow(layout, showing: false)
            act(screen)
            #expect(screen.outcome == outcome, "\(layout): \(name)")
        }
    }

    @Test("each call has one outcome in every layout", arguments: ModuleFlow.layouts)
    func everyCall(layout: EveryLayout) {
        for (name, act, outcome) in Self.acts {
            let flow = ModuleFlow(layout)
            act(flow)
            #expect(flow.outcome == outcome, "\(layout): \(name)")
        }
    }

    @Test(
        "a flow shown from a sheet takes the sheet down, and closes back to what was under it",
        arguments: ModuleFlow.layouts)
    func fromSheet(layout: EveryLayout) throws {
        let navigator = layout.navigator()
        let start = navigator.topStack.top.id
        navigator.present(.settings)
        let sheet = try #require(navigator.state.presentations.first?.stack.root.id)

        navigator.client(for: sheet).showAboveTabs(.picker)
        #expect(navigator.state.presentations.isEmpty, "\(layout)")
        #expect(navigator.topStack.top.route == .picker, "\(layout)")
        navigator.client(for: navigator.topStack.top.id).close()

        #expect(navigator.topStack.top.id == start, "\(layout)")
        #expect(navigator.state.aboveTabsFlow == nil, "\(layout)")
    }

    @Test(
        "with no flow up, dismissing one is refused, and a pushed screen has no flow to close",
        arguments: ModuleFlow.layouts)
    func noFlow(layout: EveryLayout) {
        let navigator = layout.navigator()
        navigator.push(.list)
        let pushed = navigator.topStack.top.id
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        navigator.perform(.dismissAboveTabs)
        navigator.client(for: pushed).close()
        #expect(navigator.client(for: pushed).finish(with: 1) == .refused(.noPendingResult))

        #expect(navigator.state == before, "\(layout)")
        #expect(
            events.events.compactMap(ModuleFlow.refusal)
                == ["refused nothingToDismiss", "refused notPresented", "refused noPendingResult"], "\(layout)")
    }
}
