import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// A screen under a sheet is still in the state: each call from it follows one rule,
/// whatever the layout; a layout adds only what is its own (a split view's selection
/// follows a new detail root, the stack above the tabs is a flow that closes).
@MainActor
@Suite("Calls from a covered screen, in every layout")
struct CoveredScreenLayoutTests {
    private static let calls: [(String, (NavigationClient<TestRoute>) -> Void)] = [
        ("push", { $0.push(.detail(1)) }),
        ("sheet", { $0.presentSheet(.detail(2)) }),
        ("cover", { $0.navigate(to: .detail(2), mode: .fullScreenCover) }),
        ("inspector", { $0.navigate(to: .detail(2), mode: .inspector()) }),
        ("above", { $0.showAboveTabs(.detail(3)) }),
        ("root", { $0.navigate(to: .detail(4), mode: .root) }),
        ("detent", { $0.selectDetent(.medium) }),
        ("dismiss", { $0.dismiss() }),
        ("close", { $0.close() }),
        ("popToRoot", { $0.popToRoot() }),
        ("popToSelf", { $0.pop(to: .list) }),
        ("finish", { $0.finish(with: 1) }),
    ]

    /// What each call did in a single stack.
    private static let rule: [String: String] = [
        "push": "changed pushed",
        "sheet": "unchanged refused screenCovered",
        "cover": "unchanged refused screenCovered",
        "inspector": "unchanged refused screenCovered",
        "above": "unchanged refused screenCovered",
        "root": "changed dismissed, replaced, shown",
        "detent": "unchanged refused notPresented",
        "dismiss": "changed dismissed, popped, shown",
        "close": "unchanged refused notPresented",
        "popToRoot": "changed dismissed, popped, shown",
        "popToSelf": "changed dismissed, shown",
        "finish": "unchanged result refused noPendingResult",
    ]

    /// What a layout adds to the rule.
    private static func expected(_ call: String, in layout: EveryLayout) -> String {
        switch (layout, call) {
        case (.aboveTabs, "close"): "changed dismissed, dismissed above, shown"
        case (.aboveTabs, "finish"): "changed dismissed, dismissed above, shown, undelivered"
        case (.split, "root"), (.threeColumns, "root"), (.tabSplit, "root"):
            "changed dismissed, replaced, split selected, shown"
        default: rule[call] ?? ""
        }
    }

    private static func word(_ event: NavigationEvent<TestRoute, TestTab>) -> String {
        switch event {
        case .refused(_, let error): "refused " + String(describing: error).prefix { $0 != "(" }
        case .resultRefused(_, let error): "result refused " + String(describing: error).prefix { $0 != "(" }
        case .pushed: "pushed"
        case .presented: "presented"
        case .detentSelected: "detent selected"
        case .popped: "popped"
        case .dismissed: "dismissed"
        case .stackReplaced: "replaced"
        case .splitSelected: "split selected"
        case .dismissedAboveTabs: "dismissed above"
        case .resultUndelivered: "undelivered"
        case .screenShown: "shown"
        default: "\(event)"
        }
    }

    @Test("each call from a screen under a sheet does what the rule says", arguments: EveryLayout.allCases)
    func coveredCalls(layout: EveryLayout) {
        for (name, call) in Self.calls {
            let navigator = layout.navigator()
            navigator.push(.list)
            let covered = navigator.topStack.top.id
            navigator.present(.settings, style: .sheet())
            let before = navigator.state
            let events = NavigationEventRecorder(navigator)

            call(navigator.client(for: covered))

            let outcome =
                (navigator.state == before ? "unchanged " : "changed ")
                + events.events.map(Self.word).joined(separator: ", ")
            #expect(outcome == Self.expected(name, in: layout), "\(layout): \(name)")
        }
    }

    @Test("selecting a detent follows one rule in every layout", arguments: EveryLayout.allCases)
    func detentRule(layout: EveryLayout) throws {
        let navigator = layout.navigator()
        let base = navigator.topStack.top.id
        let events = NavigationEventRecorder(navigator)
        navigator.client(for: base).selectDetent(.medium)
        navigator.perform(.selectDetent(.medium))
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        let sheet = try #require(navigator.state.presentations.last?.stack.root.id)
        navigator.client(for: sheet).push(.list)
        let pushed = navigator.topStack.top.id
        navigator.client(for: pushed).selectDetent(.large)
        navigator.client(for: pushed).selectDetent(.fraction(0.3))

        #expect(
            events.events.map(Self.word) == [
                // A detent leaves the same screen on top: no screen shown after it.
                "refused notPresented", "refused nothingToDismiss", "presented", "shown", "pushed", "shown",
                "detent selected", "refused detentNotOffered",
            ],
            "\(layout)")
    }
}
