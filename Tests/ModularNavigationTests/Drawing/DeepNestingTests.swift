import ModularNavigation
import ModularNavigationDrawing
import Testing

extension PlanningTests {
    @Suite("Deep nesting")
    struct DeepNestingTests {
        private static let depth = 10_000

        private static func nestedSheets(_ count: Int) throws -> StackState {
            var state = StackState(root: .home)
            for level in 1...count { try state.perform(.present(.detail(level), .sheet())) }
            return state
        }

        @Test("ten thousand nested sheets plan as one present step per layer, each showing one more layer")
        func planTenThousandSheets() throws {
            let target = try Self.nestedSheets(Self.depth)
            let steps = TransitionPlanner.steps(from: StackState(root: .home), to: target)

            #expect(steps.count == Self.depth)
            for level in [1, 2, 5_000, Self.depth] {
                let step = steps[level - 1]
                #expect(step.kind == .present(level: level))
                #expect(step.state.presentations.count == level)
                #expect(step.awaits == .appeared(target.presentations[level - 1].stack.top.id))
            }
            #expect(steps.last?.state == target)
        }

        @Test("the printout of ten thousand nested sheets grows with its screens, not with its depth squared")
        func treeOfTenThousandSheetsIsLinear() throws {
            let tree = try Self.nestedSheets(Self.depth).treeDescription
            let lines = tree.split(separator: "\n")
            #expect(lines.count == 2 + 2 * Self.depth)
            // Eight levels of indentation at most, plus a level number and the route.
            #expect(lines.allSatisfy { $0.utf8.count <= 2 * 9 + 40 })
            #expect(lines.last == "                  #\(Self.depth) detail(\(Self.depth))")
            #expect(lines[lines.count - 2] == "                  sheet (level \(Self.depth))")
        }

        @Test("a navigator presents ten thousand sheets one at a time and dismisses them all at once")
        @MainActor
        func navigatorPresentsTenThousandSheets() {
            let navigator = Navigator(root: TestRoute.home)
            let over = ObservationCounter()
            over.observe { _ = navigator.presentedLayer(over: .main) }
            for level in 1...Self.depth { navigator.present(.detail(level), style: .sheet()) }
            #expect(navigator.state.presentations.count == Self.depth)
            #expect(navigator.topStack.root.route == .detail(Self.depth))
            #expect(over.count == 1)

            navigator.perform(.dismissAllPresentations)
            #expect(navigator.state.presentations.isEmpty)
            #expect(over.count == 2)
        }
    }
}
