import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Screen-bound clients")
struct ClientTests {
    /// home, list, detail(1) on the main stack; returns the client of each screen.
    private func threeScreens() -> (Navigator<TestRoute, Never>, [NavigationClient<TestRoute>]) {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list, .detail(1)]))
        return (navigator, navigator.topStack.entries.map { navigator.client(for: $0.id) })
    }

    @Test("present in each mode acts from the client's screen")
    func presentModes() {
        let (navigator, clients) = threeScreens()
        clients[2].push(.detail(2))
        clients[2].presentSheet(.settings, options: SheetOptions(detents: [.medium]))
        let sheetRoot = navigator.client(for: navigator.topStack.root.id)
        sheetRoot.navigate(to: .picker, mode: .fullScreenCover)
        navigator.client(for: navigator.topStack.root.id).navigate(to: .home, mode: .root)

        expectTree(
            navigator,
            """
            main
              #0 home
              #1 list
              #2 detail(1)
              #3 detail(2)
              sheet [medium]
                #4 settings
                fullScreenCover
                  #6 home
            """)
    }

    @Test("dismiss of a pushed screen pops it and everything above it")
    func dismissPushed() {
        let (navigator, clients) = threeScreens()
        clients[1].dismiss()
        #expect(navigator.topStack.entries.map(\.route) == [.home])
    }

    @Test("dismiss of a covered pushed screen also dismisses what covers it")
    func dismissCoveredPushed() {
        let (navigator, clients) = threeScreens()
        navigator.present(.settings, style: .sheet())
        clients[2].dismiss()
        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.entries.map(\.route) == [.home, .list])
    }

    @Test("dismiss of a presentation's root dismisses that presentation and those above it")
    func dismissPresentedRoot() {
        let (navigator, _) = threeScreens()
        navigator.present(.settings, style: .sheet())
        let sheetRoot = navigator.client(for: navigator.topStack.root.id)
        navigator.present(.picker, style: .fullScreenCover)

        sheetRoot.dismiss()

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.depth == 2)
    }

    @Test("dismiss at the app root changes nothing and is reported")
    func dismissAtAppRoot() {
        let (navigator, clients) = threeScreens()
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state
        clients[0].dismiss()
        #expect(navigator.state == before)
        #expect(events.events == [.refused(.dismiss(before.baseStack.root.id), .atAppRoot)])
    }

    @Test("close from a pushed screen inside a sheet dismisses the whole sheet and what is above it")
    func closeFromInsideFlow() {
        let (navigator, _) = threeScreens()
        navigator.present(.settings, style: .sheet())
        navigator.push(.list)
        let inner = navigator.client(for: navigator.topStack.top.id)
        navigator.present(.picker, style: .sheet())

        inner.close()

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.depth == 2)
    }

    @Test("close from a nested presentation closes only that flow")
    func closeNested() {
        let (navigator, _) = threeScreens()
        navigator.present(.settings, style: .sheet())
        navigator.present(.picker, style: .sheet())
        navigator.client(for: navigator.topStack.root.id).close()
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.settings])
    }

    @Test("close outside any presented flow changes nothing and is reported")
    func closeOutsideFlow() {
        let (navigator, clients) = threeScreens()
        let events = NavigationEventRecorder(navigator)
        let id = navigator.topStack.top.id
        clients[2].close()
        #expect(navigator.topStack.depth == 2)
        #expect(events.events == [.refused(.close(id), .notPresented(id))])
    }

    @Test("every call from a screen that is gone is a stale no-op, never a pop of another screen")
    func staleCalls() {
        let (navigator, clients) = threeScreens()
        let detail = navigator.topStack.top.id
        navigator.pop()
        navigator.push(.detail(9))
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        clients[2].dismiss()
        clients[2].close()
        clients[2].push(.settings)
        clients[2].presentSheet(.settings)
        clients[2].navigate(to: .home, mode: .root)

        #expect(navigator.state == before)
        #expect(events.events.count == 5)
        #expect(
            events.events.allSatisfy { event in
                if case .staleCall(_, screen: detail) = event { return true }
                return false
            })
    }

    @Test("a screen under a sheet can push beneath it but cannot present over it")
    func coveredScreen() {
        let (navigator, clients) = threeScreens()
        navigator.present(.settings, style: .sheet())
        let events = NavigationEventRecorder(navigator)
        let covered = navigator.state.baseStack.top.id

        clients[2].push(.detail(5))
        clients[2].presentSheet(.picker)

        #expect(navigator.state.baseStack.top.route == .detail(5))
        #expect(navigator.state.presentations.count == 1)
        #expect(events.events.last == .refused(.present(.picker, .sheet(), from: covered), .screenCovered(covered)))
    }

    @Test("a client outlives its navigator safely")
    func clientOutlivesNavigator() {
        var navigator: Navigator<TestRoute, Never>? = Navigator(root: .home)
        let client = navigator?.rootClient
        weak let weakNavigator = navigator
        navigator = nil
        #expect(weakNavigator == nil)
        client?.push(.list)
        client?.dismiss()
        client?.close()
    }

    @Test("closure-built and no-op clients work without a navigator")
    func closureClients() {
        var presented: [TestRoute] = []
        var modes: [NavigationMode] = []
        var dismissals = 0
        var closes = 0
        let client = NavigationClient<TestRoute>(
            navigate: { destination, mode in
                presented.append(destination)
                modes.append(mode)
            },
            dismiss: { dismissals += 1 },
            close: { closes += 1 }
        )
        client.push(.list)
        client.presentSheet(.settings, options: SheetOptions(detents: [.medium]))
        client.navigate(to: .picker, mode: .fullScreenCover)
        client.dismiss()
        client.close()
        #expect(presented == [.list, .settings, .picker])
        #expect(modes == [.push, .sheet(SheetOptions(detents: [.medium])), .fullScreenCover])
        #expect(dismissals == 1)
        #expect(closes == 1)

        let noop = NavigationClient<TestRoute>.noop
        noop.push(.list)
        noop.dismiss()
    }
}
