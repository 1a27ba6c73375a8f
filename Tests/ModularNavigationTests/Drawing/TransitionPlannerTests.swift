import ModularNavigation
import ModularNavigationDrawing
import Testing

extension PlanningTests {
    @Suite("Transition planner")
    struct TransitionPlannerTests {
        @Test("Equal states need no step")
        func equalStatesNeedNoStep() throws {
            let state = try StackState(root: .home).after(.push(.list), .present(.settings, .sheet()))
            #expect(TransitionPlanner.steps(from: state, to: state).isEmpty)
        }

        @Test("Empty stack to three pushes is one update step")
        func emptyToThreePushes() throws {
            let shown = StackState(root: .home)
            let target = try shown.after(.push(.list), .push(.detail(1)), .push(.detail(2)))

            let steps = TransitionPlanner.steps(from: shown, to: target)

            #expect(steps.map(StepSnapshot.init) == [StepSnapshot(.update, target, awaits: .appeared(target.topID))])
            #expect(steps.last?.state == target)
        }

        @Test("Three pushes back to the root is one update step")
        func threePushesToRoot() throws {
            let shown = try StackState(root: .home).after(.push(.list), .push(.detail(1)), .push(.detail(2)))
            let target = try shown.after(.popToRoot)

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.update, target, awaits: .appeared(shown.topStack.root.id))
                ])
        }

        @Test("Sheet, cover and sheet from nothing are presented one per step")
        func emptyToSheetCoverSheet() throws {
            let shown = StackState(root: .home)
            let one = try shown.after(.present(.settings, .sheet()))
            let two = try one.after(.present(.picker, .fullScreenCover))
            let three = try two.after(.present(.list, .sheet(SheetOptions(detents: [.medium]))))

            let steps = TransitionPlanner.steps(from: shown, to: three)

            #expect(
                steps.map(StepSnapshot.init) == [
                    StepSnapshot(.present(level: 1), one, awaits: .appeared(one.topID)),
                    StepSnapshot(.present(level: 2), two, awaits: .appeared(two.topID)),
                    StepSnapshot(.present(level: 3), three, awaits: .appeared(three.topID)),
                ])
            #expect(steps.last?.state == three)
        }

        @Test("Three layers are dismissed in one step")
        func dismissThreeLayersInOneStep() throws {
            let base = try StackState(root: .home).after(.push(.list))
            let shown = try base.after(
                .present(.settings, .sheet()), .push(.detail(1)),
                .present(.picker, .fullScreenCover),
                .present(.detail(2), .sheet()))
            let target = try shown.after(.dismissAllPresentations)

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.dismiss(fromLevel: 1), base, awaits: .dismissed(shown.presentations[0].stack.root.id))
                ])
            #expect(TransitionPlanner.steps(from: shown, to: target).last?.state == target)
        }

        @Test("[push, push, push] to [push', push', sheet, sheet]: update, then one present per layer")
        func threePushesToTwoNewPushesAndTwoSheets() throws {
            let shown = try StackState(root: .home).after(.push(.list), .push(.detail(1)), .push(.detail(2)))
            let updated = try shown.after(.replaceStack(root: nil, path: [.detail(7), .detail(8)]))
            let oneSheet = try updated.after(.present(.settings, .sheet()))
            let target = try oneSheet.after(.present(.picker, .sheet(SheetOptions(detents: [.medium, .large]))))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.update, updated, awaits: .appeared(updated.topID)),
                    StepSnapshot(.present(level: 1), oneSheet, awaits: .appeared(oneSheet.topID)),
                    StepSnapshot(.present(level: 2), target, awaits: .appeared(target.topID)),
                ])
            #expect(updated.topStack.path.map(\.route) == [.detail(7), .detail(8)])
        }

        @Test("[sheet, push, sheet, push] to [push']: dismiss both layers, then push")
        func sheetsWithPushesToOnePush() throws {
            let root = StackState(root: .home)
            let shown = try root.after(
                .present(.settings, .sheet()), .push(.list),
                .present(.picker, .sheet()), .push(.detail(1)))
            let target = try shown.after(.dismissAllPresentations, .push(.detail(9)))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(
                        .dismiss(fromLevel: 1), root, awaits: .dismissed(shown.presentations[0].stack.root.id)),
                    StepSnapshot(.update, target, awaits: .appeared(target.topID)),
                ])
        }

        @Test("A tab switch while a sheet is open dismisses it first, then switches")
        func tabSwitchWhilePresentationOpen() throws {
            let home = try TabState.threeTabs().after(.push(.list))
            let shown = try home.after(.present(.settings, .sheet()))
            let target = try shown.after(.selectTab(.search))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(
                        .dismiss(fromLevel: 1), home, awaits: .dismissed(shown.presentations[0].stack.root.id)),
                    StepSnapshot(.update, target, awaits: .appeared(target.topID)),
                ])
            #expect(target.selectedTab == .search)
        }

        @Test("A tab switch to a tab that then presents: dismiss, switch, present")
        func tabSwitchThenPresentOnNewTab() throws {
            let shown = try TabState.threeTabs().after(.present(.settings, .sheet()))
            let switched = try shown.after(.selectTab(.profile), .push(.detail(3)))
            let target = try switched.after(.present(.picker, .sheet()))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(
                        .dismiss(fromLevel: 1), TabState.threeTabs(),
                        awaits: .dismissed(shown.presentations[0].stack.root.id)),
                    StepSnapshot(.update, switched, awaits: .appeared(switched.topID)),
                    StepSnapshot(.present(level: 1), target, awaits: .appeared(target.topID)),
                ])
        }

        @Test("A layer of the same kind is replaced in place, without dismissing it")
        func sameKindLayerReplacedInPlace() throws {
            let shown = try StackState(root: .home).after(.present(.settings, .sheet()), .push(.list))
            let target = try shown.after(
                .dismissPresentation, .present(.picker, .sheet(SheetOptions(detents: [.medium]))))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.update, target, awaits: .appeared(target.topID))
                ])
        }

        @Test("A sheet that becomes a cover is dismissed, then the cover presented")
        func sheetBecomingCoverIsDismissedThenPresented() throws {
            let root = StackState(root: .home)
            let shown = try root.after(.present(.settings, .sheet()))
            let target = try root.after(.present(.settings, .fullScreenCover))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.dismiss(fromLevel: 1), root, awaits: .dismissed(shown.topID)),
                    StepSnapshot(.present(level: 1), target, awaits: .appeared(target.topID)),
                ])
        }

        @Test("A change under a sheet that stays rides along with the next present")
        func coveredChangeRidesWithPresent() throws {
            let shown = try StackState(root: .home).after(.present(.settings, .sheet()))
            let baseRoot = shown.baseStack.root.id
            let target = try shown.after(.push(.list, from: baseRoot), .present(.picker, .sheet()))

            #expect(
                plannedSteps(from: shown, to: target) == [
                    StepSnapshot(.present(level: 2), target, awaits: .appeared(target.topID))
                ])
            #expect(target.baseStack.path.map(\.route) == [.list])
        }

        @Test("A change the user cannot see finishes at once")
        func invisibleChangeAwaitsNothing() throws {
            let shown = try TabState.threeTabs().after(.push(.list))
            let target = try shown.after(.replaceStack(at: .tab(.search), root: nil, path: [.detail(4)]))

            #expect(plannedSteps(from: shown, to: target) == [StepSnapshot(.update, target, awaits: nil)])
        }
    }
}
