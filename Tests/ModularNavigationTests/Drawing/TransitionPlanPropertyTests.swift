import ModularNavigation
import ModularNavigationDrawing
import Testing

extension PlanningTests {
    @Suite("Plans between random states")
    struct TransitionPlanPropertyTests {
        @Test("Every step is one change SwiftUI can apply, and the last one is the target")
        func everyStepIsApplicable() throws {
            var random = SeededRandom(seed: 0x5EED)
            for _ in 0..<2_000 {
                let shown = walk(from: TabState.threeTabs(), steps: random.next(upTo: 8), using: &random)
                let target = walk(from: shown, steps: random.next(upTo: 8), using: &random)
                let steps = TransitionPlanner.steps(from: shown, to: target)

                try check(steps, from: shown, to: target)
            }
        }

        private func check(_ steps: [TransitionStep<TestRoute, TestTab>], from shown: TabState, to target: TabState)
            throws
        {
            if shown.drawsSame(as: target) {
                #expect(steps.isEmpty)
                return
            }
            #expect(steps.last?.state == target)
            var previous = shown
            for (index, step) in steps.enumerated() {
                let next = step.state
                switch step.kind {
                case .dismiss(let level):
                    // Only layers go, all at once, and nothing else changes.
                    #expect(index == (steps.first?.kind == .dismissDialog ? 1 : 0))
                    #expect(next.base == previous.base)
                    #expect(next.presentations == Array(previous.presentations.prefix(level - 1)))
                    #expect(step.awaits == .dismissed(previous.presentations[level - 1].stack.root.id))
                case .update:
                    // Stacks change in place; no layer comes or goes.
                    #expect(next.presentations.count == previous.presentations.count)
                    let visible = next.topID != previous.topID
                    #expect(step.awaits == (visible ? .appeared(next.topID) : nil))
                case .present(let level):
                    // One new layer; below it, the user sees nothing else change.
                    #expect(next.presentations.count == previous.presentations.count + 1)
                    #expect(level == next.presentations.count)
                    let withoutNewLayer = try next.after(.dismiss(next.topStack.root.id))
                    #expect(withoutNewLayer.topID == previous.topID)
                    #expect(step.awaits == .appeared(next.topID))
                case .dismissDialog:
                    // The dialog goes first, alone.
                    #expect(index == 0)
                    #expect(next.dialog == nil && next.base == previous.base)
                    #expect(next.presentations == previous.presentations)
                    #expect(step.awaits == previous.dialog.map { .dialogDismissed($0.id) })
                case .presentDialog:
                    // The dialog comes last, over what is already drawn.
                    #expect(index == steps.count - 1)
                    #expect(next.dialog != nil && next.base == previous.base)
                    #expect(next.presentations == previous.presentations)
                }
                previous = next
            }
            let presentSteps = steps.filter { if case .present = $0.kind { true } else { false } }.count
            #expect(steps.count <= 2 + presentSteps)
        }

        /// Applies random actions the way a navigator would, skipping refused ones.
        private func walk(from state: TabState, steps: Int, using random: inout SeededRandom) -> TabState {
            var state = state
            for _ in 0..<steps {
                let action: NavigationAction<TestRoute, TestTab> =
                    switch random.next(upTo: 9) {
                    case 0, 1: .push(.detail(random.next(upTo: 5)))
                    case 2: .pop(count: 1)
                    case 3: .present(.settings, .sheet())
                    case 4: .present(.picker, .fullScreenCover)
                    case 5: .dismissPresentation
                    case 6: .selectTab(TestTab.allCases[random.next(upTo: 3)])
                    case 7: .popToRoot
                    default: .replaceStack(at: nil, root: nil, path: [.list, .detail(random.next(upTo: 5))])
                    }
                _ = try? state.perform(action)
            }
            return state
        }
    }
}
