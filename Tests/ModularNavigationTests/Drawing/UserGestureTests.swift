import ModularNavigation
import ModularNavigationDrawing
import Testing

extension PlanningTests {
    @Suite("User gestures become intents")
    struct UserGestureTests {
        @Test("A back swipe dismisses the first screen that left the path")
        func backSwipeDismissesFirstRemovedScreen() throws {
            let state = try StackState(root: .home).after(.push(.list), .push(.detail(1)), .push(.detail(2)))
            let ids = state.topStack.path.map(\.id)

            #expect(state.intent(for: .pathChanged([ids[0]], at: .main), drawn: state) == .dismiss(ids[1]))
            #expect(state.intent(for: .pathChanged([], at: .main), drawn: state) == .dismiss(ids[0]))
        }

        @Test("Writes that are not a shorter prefix of the drawn path mean nothing")
        func nonPrefixWritesAreIgnored() throws {
            let state = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            let ids = state.topStack.path.map(\.id)

            #expect(state.intent(for: .pathChanged(ids, at: .main), drawn: state) == nil)
            #expect(state.intent(for: .pathChanged([ids[1]], at: .main), drawn: state) == nil)
            #expect(state.intent(for: .pathChanged(ids + [state.topStack.root.id], at: .main), drawn: state) == nil)
            #expect(state.intent(for: .pathChanged([], at: .presented(1)), drawn: state) == nil)
        }

        @Test("A late write never removes a screen SwiftUI did not draw")
        func lateWriteNeverRemovesUndrawnScreen() throws {
            let drawn = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            let pushedSince = try drawn.after(.push(.detail(2)))
            let presentedSince = try drawn.after(.present(.settings, .sheet()))
            let write = UserGesture<TestRoute, Never>.pathChanged([drawn.pushedID(0)], at: .main)

            #expect(pushedSince.intent(for: write, drawn: drawn) == nil)
            #expect(presentedSince.intent(for: write, drawn: drawn) == nil)
        }

        @Test("A write about a screen that is already gone means nothing")
        func writeAboutGoneScreenIsIgnored() throws {
            let drawn = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            let live = try drawn.after(.popToRoot)

            #expect(live.intent(for: .pathChanged([drawn.pushedID(0)], at: .main), drawn: drawn) == nil)
        }

        @Test("A swiped-away sheet dismisses its root screen, unless it holds undrawn screens")
        func sheetDismissalDismissesItsRoot() throws {
            let drawn = try StackState(root: .home).after(.present(.settings, .sheet()), .present(.picker, .sheet()))
            let lower = drawn.presentations[0].stack.root.id
            let upper = drawn.topID

            #expect(drawn.intent(for: .layerDismissed(upper), drawn: drawn) == .dismiss(upper))
            #expect(drawn.intent(for: .layerDismissed(lower), drawn: drawn) == .dismiss(lower))

            let pushedSince = try drawn.after(.push(.list))
            #expect(pushedSince.intent(for: .layerDismissed(upper), drawn: drawn) == nil)

            let dismissedSince = try drawn.after(.dismissPresentation)
            #expect(dismissedSince.intent(for: .layerDismissed(upper), drawn: drawn) == nil)
            #expect(drawn.intent(for: .layerDismissed(drawn.baseStack.root.id), drawn: drawn) == nil)
        }

        @Test("A tab tap selects the tab; a re-tap reaches the pop-to-root rule")
        func tabTapsSelect() throws {
            let state = try TabState.threeTabs().after(.push(.list))

            #expect(state.intent(for: .tabTapped(.search), drawn: state) == .tapTab(.search))
            #expect(state.intent(for: .tabTapped(.home), drawn: state) == .tapTab(.home))

            var live = state
            try live.perform(state.intent(for: .tabTapped(.home), drawn: state) ?? .popToRoot)
            #expect(live.baseStack.path.isEmpty)

            let pushedSince = try state.after(.push(.detail(1)))
            #expect(pushedSince.intent(for: .tabTapped(.home), drawn: state) == nil)
        }

        @Test("Applying a gesture gives what SwiftUI shows afterwards")
        func applyingGestures() throws {
            let stack = try StackState(root: .home).after(.push(.list), .push(.detail(1)))
            let popped = stack.afterGesture(.pathChanged([stack.pushedID(0)], at: .main))
            #expect(popped.topStack.path.map(\.route) == [.list])
            #expect(stack.afterGesture(.pathChanged([stack.pushedID(1)], at: .main)) == stack)

            let sheets = try stack.after(.present(.settings, .sheet()), .present(.picker, .sheet()))
            let dismissed = sheets.afterGesture(.layerDismissed(sheets.presentations[0].stack.root.id))
            #expect(dismissed.drawsSame(as: stack))
            #expect(dismissed.presentations.isEmpty)

            let tabs = try TabState.threeTabs().after(.present(.settings, .sheet()))
            let switched = tabs.afterGesture(.tabTapped(.profile))
            #expect(switched.selectedTab == .profile)
            #expect(switched.presentations.isEmpty)
            #expect(tabs.afterGesture(.tabTapped(.home)) == tabs)
        }

        @Test(
            "A list's write selects, goes back from the detail root for nil, and keeps the user's tap over a selection of the code's not yet drawn"
        )
        func listWrites() throws {
            let drawn = SplitState(sidebar: .list, selection: .detail(1))
            let detailRoot = try #require(drawn.stack(at: .detail)?.root.id)
            #expect(
                drawn.intent(for: .listSelected(.detail(2), in: .sidebar, of: nil), drawn: drawn)
                    == .selectSidebar(.detail(2)))
            #expect(drawn.intent(for: .listSelected(.detail(1), in: .sidebar, of: nil), drawn: drawn) == nil)
            #expect(drawn.intent(for: .listSelected(nil, in: .sidebar, of: nil), drawn: drawn) == .dismiss(detailRoot))
            // Two columns have no content list to write.
            #expect(drawn.intent(for: .listSelected(.detail(2), in: .content, of: nil), drawn: drawn) == nil)

            // The code selected another item and pushed on it; the list still shows the
            // old selection when the user taps: the tap is the newest intent.
            let live = try drawn.after(.selectSidebar(.detail(3)), .push(.list))
            #expect(
                live.intent(for: .listSelected(.detail(2), in: .sidebar, of: nil), drawn: drawn)
                    == .selectSidebar(.detail(2)))
            #expect(live.intent(for: .listSelected(.detail(3), in: .sidebar, of: nil), drawn: drawn) == nil)
            #expect(drawn.afterGesture(.listSelected(.detail(2), in: .sidebar, of: nil)) == drawn)
        }
    }
}
