import ModularNavigation
import ModularNavigationDrawing
import Testing

/// The one UIKit call each stack change takes, as the UIKit backend and the stand-in both
/// ask ``ControllerStack`` for it.
@Suite("The navigation controller's calls")
struct ControllerStackTests {
    private let entries = (0..<5).map {
        NavigationEntry(id: EntryID(rawValue: UInt64($0)), route: TestRoute.detail($0))
    }

    private func command(_ old: Range<Int>, _ new: [Int]) -> ControllerStack<TestRoute>.Command? {
        ControllerStack.command(from: Array(entries[old]), to: new.map { entries[$0] })
    }

    @Test("one screen more is a push, one or more fewer a pop to the new top, down to the root popToRoot")
    func pushAndPops() {
        #expect(command(0..<2, [0, 1, 2]) == .push(entries[2]))
        #expect(command(0..<4, [0, 1]) == .pop(to: entries[1].id))
        #expect(command(0..<4, [0]) == .popToRoot)
        #expect(command(0..<3, [0, 1, 2]) == nil)
    }

    @Test("several pushes at once, a replaced root, a replaced top and a first draw are one setViewControllers")
    func everythingElseIsOneSet() {
        #expect(command(0..<1, [0, 1, 2, 3]) == .set([0, 1, 2, 3].map { entries[$0] }))
        #expect(command(0..<2, [4]) == .set([entries[4]]))
        #expect(command(0..<3, [0, 1, 4]) == .set([0, 1, 4].map { entries[$0] }))
        #expect(command(0..<0, [0]) == .set([entries[0]]))
    }

    private func stack(_ screens: [Int]) -> NavigationStackState<TestRoute> {
        NavigationStackState(root: entries[screens[0]], path: screens.dropFirst().map { entries[$0] })
    }

    @Test("a controller that moves takes no call; what UIKit holds when it stops is what the next draw starts from")
    func movingTakesNoCall() {
        var controller = ControllerStack<TestRoute>()
        #expect(controller.draw(stack([0])) == .set([entries[0]]))
        #expect(controller.draw(stack([0, 1])) == nil)
        #expect(controller.transitionEnded(holding: [entries[0].id]) == nil)
        #expect(controller.draw(stack([0, 1])) == .push(entries[1]))
    }

    @Test("a strict prefix when UIKit stops is the user's pop, reported once as the path left")
    func userPopIsReportedOnce() {
        var controller = ControllerStack<TestRoute>()
        _ = controller.draw(stack([0, 1, 2]))
        _ = controller.transitionEnded(holding: [0, 1, 2].map { entries[$0].id })
        controller.userTransitionBegan()
        #expect(controller.transitionEnded(holding: [entries[0].id, entries[1].id]) == [entries[1].id])
        #expect(controller.shown.map(\.id) == [entries[0].id, entries[1].id])
        #expect(controller.transitionEnded(holding: [entries[0].id, entries[1].id]) == nil)
        // The driver's pop is drawn already: nothing to call.
        #expect(controller.draw(stack([0, 1])) == nil)
    }
}
