import ModularNavigation
import ModularNavigationDrawing
import Testing

@Suite("A stack above the tabs, planned for the UI")
struct AboveTabsPlanningTests {
    @Test("over a sheet: the sheet goes first, then the stack moves in, then what hangs off it")
    func showOverSheet() throws {
        let shown = try TabState.threeTabs().after(.present(.settings, .sheet()))
        let target = try shown.after(.showAboveTabs(.picker), .present(.list, .fullScreenCover))
        let root = try #require(target.aboveTabs?.root.id)
        let steps = TransitionPlanner.steps(from: shown, to: target)
        #expect(steps.map(\.kind) == [.dismiss(fromLevel: 1), .update, .present(level: 1)])
        #expect(
            steps.map(\.awaits) == [
                .dismissed(shown.presentations[0].stack.root.id), .appeared(root), .appeared(target.topID),
            ])
        #expect(steps.last?.state == target)
    }

    @Test("going: what hangs off it goes first, then the stack, ended by its own departure")
    func dismissWithCover() throws {
        let shown = try TabState.threeTabs().after(.showAboveTabs(.picker), .present(.list, .fullScreenCover))
        let root = try #require(shown.aboveTabs?.root.id)
        let target = try shown.after(.dismissAboveTabs)
        #expect(
            plannedSteps(from: shown, to: target) == [
                StepSnapshot(
                    .dismiss(fromLevel: 1), try shown.after(.dismissPresentation),
                    awaits: .dismissed(shown.presentations[0].stack.root.id)),
                StepSnapshot(.update, target, awaits: .dismissed(root)),
            ])
    }

    @Test("the back button's tap is a gesture about its root: the screen already shows the tabs")
    func backGesture() throws {
        let shown = try TabState.threeTabs().after(.showAboveTabs(.picker), .push(.settings), .pop())
        let root = try #require(shown.aboveTabs?.root.id)
        let gesture = UserGesture<TestRoute, TestTab>.layerDismissed(root)
        #expect(shown.intent(for: gesture, drawn: shown) == .dismiss(root))
        #expect(shown.afterGesture(gesture).aboveTabs == nil)
        var queue = TransitionQueue(showing: shown)
        let running = queue.userDidChange(gesture)
        #expect(running?.step.awaits == .dismissed(root))
        // A stale drawing without it cannot take it down.
        let stale = try TabState.threeTabs().after(.push(.list))
        #expect(shown.intent(for: gesture, drawn: stale) == nil)
        // A tab tap under it means nothing.
        #expect(shown.intent(for: .tabTapped(.search), drawn: shown) == nil)
        #expect(shown.afterGesture(.tabTapped(.search)) == shown)
    }
}
