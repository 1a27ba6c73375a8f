import ModularNavigation
import ModularNavigationDrawing
import Testing

extension PlanningTests {
    @Suite("Transition queue")
    struct TransitionQueueTests {
        /// Nothing, then a sheet, a cover and a sheet: three steps.
        private func threeLayers() throws -> (empty: StackState, one: StackState, two: StackState, three: StackState) {
            let empty = StackState(root: .home)
            let one = try empty.after(.present(.settings, .sheet()))
            let two = try one.after(.present(.picker, .fullScreenCover))
            let three = try two.after(.present(.list, .sheet()))
            return (empty, one, two, three)
        }

        @Test("Steps start one at a time and advance only on the awaited signal")
        func advancesOnlyOnAwaitedSignal() throws {
            let (empty, one, two, three) = try threeLayers()
            var queue = TransitionQueue(showing: empty)

            let first = queue.retarget(three)
            #expect(first?.step.kind == .present(level: 1))
            #expect(queue.shown == first?.step.state)
            #expect(queue.shown.drawsSame(as: one))
            #expect(queue.remaining.map(\.kind) == [.present(level: 2), .present(level: 3)])

            // A signal for a screen this step does not show changes nothing.
            #expect(queue.receive(.appeared(empty.topID)) == nil)
            #expect(queue.receive(.dismissed(one.topID)) == nil)
            #expect(queue.running == first)

            let second = queue.receive(.appeared(one.topID))
            #expect(second?.step.kind == .present(level: 2))
            #expect(queue.shown.drawsSame(as: two))

            let third = queue.receive(.appeared(two.topID))
            #expect(third?.step.kind == .present(level: 3))
            #expect(queue.receive(.appeared(three.topID)) == nil)
            #expect(queue.isSettled)
            #expect(queue.shown == three)
        }

        @Test("A new target mid-plan replaces the remaining steps; the running one goes on")
        func newTargetMidPlanReplacesRemainingSteps() throws {
            let (empty, one, two, three) = try threeLayers()
            var queue = TransitionQueue(showing: empty)
            queue.retarget(three)
            let running = queue.receive(.appeared(one.topID))
            #expect(running?.step.kind == .present(level: 2))

            // The user's flow changes course: only the first sheet, with a push in it.
            let newTarget = try three.after(.dismiss(two.topID), .push(.detail(5)))

            #expect(queue.retarget(newTarget) == nil)
            #expect(queue.running == running)
            #expect(
                queue.remaining.map(StepSnapshot.init) == [
                    StepSnapshot(.dismiss(fromLevel: 2), one, awaits: .dismissed(two.topID)),
                    StepSnapshot(.update, newTarget, awaits: .appeared(newTarget.topID)),
                ])

            let dismissing = queue.receive(.appeared(two.topID))
            #expect(dismissing?.step.kind == .dismiss(fromLevel: 2))
            #expect(queue.receive(.dismissed(two.topID))?.step.kind == .update)
            #expect(queue.receive(.appeared(newTarget.topID)) == nil)
            #expect(queue.isSettled)
            #expect(queue.shown == newTarget)
        }

        @Test("The fallback ends only the step it was started for")
        func fallbackWithStaleTicketIsIgnored() throws {
            let (empty, one, _, three) = try threeLayers()
            var queue = TransitionQueue(showing: empty)
            let started = queue.retarget(three)
            let first = try #require(started)
            let advanced = queue.receive(.appeared(one.topID))
            let second = try #require(advanced)

            // The first step's fallback fires late: the second step keeps running.
            #expect(queue.timeOut(first.ticket) == nil)
            #expect(queue.running == second)

            let third = queue.timeOut(second.ticket)
            #expect(third?.step.kind == .present(level: 3))
            #expect(third.map { $0.ticket > second.ticket } == true)
        }

        @Test("A step the user cannot see settles at once")
        func invisibleStepSettlesAtOnce() throws {
            let shown = try TabState.threeTabs().after(.push(.list))
            let target = try shown.after(.replaceStack(at: .tab(.profile), root: nil, path: [.settings]))
            var queue = TransitionQueue(showing: shown)

            #expect(queue.retarget(target) == nil)
            #expect(queue.isSettled)
            #expect(queue.shown == target)
        }

        @Test("After a back swipe the navigator's new state needs no step")
        func gestureThenRetargetNeedsNoStep() throws {
            let shown = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            var queue = TransitionQueue(showing: shown)
            let gesture = UserGesture<TestRoute, Never>.pathChanged([shown.pushedID(0)], at: .main)
            let action = try #require(shown.intent(for: gesture, drawn: queue.shown))
            let live = try shown.after(action)

            queue.userDidChange(gesture)

            #expect(queue.retarget(live) == nil)
            #expect(queue.isSettled)
            #expect(queue.shown == live)
        }

        @Test("An ignored gesture is undone by the next plan")
        func ignoredGestureIsUndone() throws {
            let drawn = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            // The navigator pushed again before SwiftUI drew it; the user swipes back.
            let live = try drawn.after(.push(.detail(2)))
            var queue = TransitionQueue(showing: drawn)
            let gesture = UserGesture<TestRoute, Never>.pathChanged([drawn.pushedID(0)], at: .main)

            #expect(live.intent(for: gesture, drawn: queue.shown) == nil)
            queue.userDidChange(gesture)
            let redo = queue.retarget(live)

            #expect(redo?.step.kind == .update)
            #expect(redo?.step.state == live)
            #expect(redo?.step.awaits == .appeared(live.topID))
        }

        @Test("a step awaiting a screen the user's pop took along ends with the pop, not by its fallback")
        func popTakingTheAwaitedScreenEndsItsStep() throws {
            let shown = try StackState(root: .home).after(.push(.list))
            var queue = TransitionQueue(showing: shown)
            let pushed = try shown.after(.push(.detail(1)))
            #expect(queue.retarget(pushed)?.step.awaits == .appeared(pushed.topID))

            // The backend had not drawn the push when the user's pop of `list` ended.
            queue.userDidChange(.pathChanged([], at: .main))
            #expect(queue.running == nil)
            #expect(queue.shown.topID == shown.baseStack.root.id)
        }
    }
}
