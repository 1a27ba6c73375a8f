import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Presentations")
struct PresentationTests {
    @Test("present stacks sheets and covers in one chain, each with its own stack")
    func presentChain() {
        let navigator = Navigator(root: TestRoute.home)
        let options = SheetOptions(detents: [.fraction(0.2), .height(300)], dragIndicator: .visible)
        navigator.present(.settings, style: .sheet(options))
        navigator.push(.list)
        navigator.present(.picker, style: .fullScreenCover)

        expectTree(
            navigator,
            """
            main
              #0 home
              sheet [0.2, 300pt, drag indicator visible]
                #1 settings
                #2 list
                fullScreenCover
                  #3 picker
            """)
        #expect(navigator.state.topLocation == .presented(2))
        #expect(navigator.topStack.depth == 0)
        #expect(navigator.state.presentations.map(\.style) == [.sheet(options), .fullScreenCover])
    }

    @Test("sheet options cover every detent, the drag indicator and interactive dismissal")
    func sheetOptions() {
        let options = SheetOptions(
            detents: [.medium, .large, .fraction(0.5), .height(120)],
            dragIndicator: .hidden,
            interactiveDismissDisabled: true
        )
        #expect(
            PresentationStyle.sheet(options).description
                == "sheet [medium, large, 0.5, 120pt, drag indicator hidden, no swipe to dismiss]")
        #expect(PresentationStyle.sheet().description == "sheet")
        #expect(SheetOptions().detents.isEmpty)
    }

    @Test("dismiss removes the topmost presentation and is refused when nothing is presented")
    func dismiss() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.present(.settings, style: .sheet())
        navigator.present(.picker, style: .sheet())
        events.reset()

        navigator.dismissPresentation()
        #expect(navigator.state.presentations.count == 1)
        #expect(events.events.count == 2)
        #expect(events.events.last == .screenShown(navigator.state.topScreen, at: .presented(1)))
        guard case .dismissed(let root, _, at: .presented(2)) = events.events.first else {
            Issue.record("expected a dismissal at level 2, got \(events.events)")
            return
        }
        #expect(root.route == .picker)

        navigator.dismissPresentation()
        navigator.dismissPresentation()
        #expect(events.events.last == .refused(.dismissPresentation, .nothingToDismiss))
    }

    @Test("dismissAll removes every layer at once, reporting topmost first")
    func dismissAll() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet())
        navigator.present(.list, style: .fullScreenCover)
        navigator.present(.picker, style: .sheet())
        let events = NavigationEventRecorder(navigator)

        navigator.perform(.dismissAllPresentations)

        #expect(navigator.state.presentations.isEmpty)
        #expect(
            events.events.compactMap { event -> TestRoute? in
                guard case .dismissed(let root, _, _) = event else { return nil }
                return root.route
            } == [.picker, .list, .settings])
        navigator.perform(.dismissAllPresentations)
        #expect(events.events.last == .refused(.dismissAllPresentations, .nothingToDismiss))
    }

    @Test("a presented stack pushes and pops on its own")
    func presentedStackIsIndependent() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        navigator.present(.settings, style: .sheet())
        navigator.push(.detail(1))
        navigator.pop()
        #expect(navigator.state.stack(at: .main)?.depth == 1)
        #expect(navigator.state.stack(at: .presented(1))?.depth == 0)
    }
}
