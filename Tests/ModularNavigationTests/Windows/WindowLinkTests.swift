import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Windows: deep links")
struct WindowLinkTests {
    typealias Fixture = WindowFixtures

    /// Two attached windows, the second frontmost.
    private func twoWindows() throws -> (ShopWindows, NavigationWindowID, NavigationWindowID) {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        let second = try windows.makeWindow(NavigationState(root: .home))
        for id in windows.windowIDs { windows.navigator(for: id)?.attachUI() }
        try windows.activateWindow(second)
        return (windows, first, second)
    }

    @Test("without a rule, a link goes to the frontmost window")
    func frontmostByDefault() throws {
        let (windows, first, second) = try twoWindows()

        let result = windows.open(Shop.url("shop://product/2"))

        #expect(result == (window: second, outcome: .opened))
        #expect(windows.navigator(for: second)?.state.entries.map(\.route) == [.home, .product(2)])
        #expect(windows.navigator(for: first)?.state.entries.map(\.route) == [.home, .product(1)])
    }

    @Test("the app's rule picks the window, given the link's target and every window's state")
    func ruleChoosesWindow() throws {
        let (windows, first, second) = try twoWindows()
        var seen: [NavigationWindowID] = []
        // The window already showing the linked product.
        windows.linkRule = { target, snapshots in
            seen = snapshots.map(\.id)
            let routes = target.stack?.path ?? []
            return snapshots.first { window in routes.contains { window.state.entries.map(\.route).contains($0) } }?.id
        }

        let result = windows.open(Shop.url("shop://product/1"))

        #expect(seen == [second, first])
        #expect(result.window == first)
        #expect(windows.navigator(for: second)?.state.entries.map(\.route) == [.home])
    }

    @Test("a rule that picks no window, or one that is not open, falls back to the frontmost")
    func ruleFallsBack() throws {
        let (windows, _, second) = try twoWindows()
        windows.linkRule = { _, _ in nil }
        #expect(windows.open(Shop.url("shop://cart")).window == second)

        windows.linkRule = { _, _ in Fixture.id(42) }
        #expect(windows.open(Shop.url("shop://account")).window == second)
    }

    @Test("a bad link fails at once, reaches no window, and is reported")
    func badLink() throws {
        let (windows, first, second) = try twoWindows()
        let recorder = Fixture.Recorder(windows)
        let before = windows.snapshots

        let result = windows.open(Shop.url("shop://nowhere"))

        #expect(result == (window: nil, outcome: .failed(.noMatch)))
        #expect(windows.snapshots.elementsEqual(before) { $0 == $1 })
        #expect(recorder.events == [.linkFailed(Shop.url("shop://nowhere"), .noMatch)])
        #expect(recorder.navigation(in: first).isEmpty && recorder.navigation(in: second).isEmpty)
    }

    @Test("without a table every link fails")
    func noTable() throws {
        let windows = try Fixture.windows()
        windows.deepLinks = nil
        try windows.makeWindow(NavigationState(root: .home))

        #expect(windows.open(Shop.url("shop://cart")).outcome == .failed(.noMatch))
    }

    @Test("with no window open a link is queued, replaced by a newer one, and opens in the next window")
    func queuedUntilAWindowOpens() throws {
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)
        let older = Shop.url("shop://cart")
        let newer = Shop.url("shop://product/5")

        #expect(windows.open(older) == (window: nil, outcome: .queued))
        #expect(windows.open(newer).outcome == .queued)
        #expect(windows.pendingDeepLink == newer)

        let id = try windows.makeWindow(NavigationState(root: .home))
        windows.navigator(for: id)?.attachUI()

        #expect(windows.pendingDeepLink == nil)
        #expect(windows.navigator(for: id)?.state.entries.map(\.route) == [.home, .product(5)])
        #expect(
            recorder.windowEvents == [
                .linkQueued(older), .linkReplaced(older, by: newer), .linkQueued(newer), .opened(id), .activated(id),
                .linkRouted(newer, to: id),
            ])
        let product = try #require(windows.navigator(for: id)?.state.topScreen)
        #expect(
            recorder.navigation(in: id) == [
                .deepLinkQueued(newer), .stackReplaced(at: .main), .screenShown(product, at: .main),
                .deepLinkOpened(newer),
            ])
    }

    @Test("a window whose UI has not attached queues the link itself, applied once on attach")
    func coldWindow() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))

        #expect(windows.open(Shop.url("shop://account")) == (window: id, outcome: .queued))
        #expect(windows.navigator(for: id)?.pendingDeepLink == Shop.url("shop://account"))

        windows.navigator(for: id)?.attachUI()
        #expect(windows.navigator(for: id)?.state.entries.map(\.route) == [.home, .account])
    }

    @Test("a link queued in a window that closes before its UI attaches goes to the next window")
    func queuedInAClosingWindow() throws {
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)
        let link = Shop.url("shop://cart")
        let first = try windows.makeWindow(NavigationState(root: .home))
        #expect(windows.open(link) == (window: first, outcome: .queued))

        try windows.closeWindow(first)
        #expect(windows.pendingDeepLink == link, "no window is open: the link waits for the next one")
        #expect(recorder.windowEvents.suffix(2) == [.closed(first), .linkQueued(link)])

        let second = try windows.makeWindow(NavigationState(root: .home))
        windows.navigator(for: second)?.attachUI()
        #expect(windows.pendingDeepLink == nil)
        #expect(windows.navigator(for: second)?.state.entries.map(\.route) == [.home, .cart])
        #expect(recorder.windowEvents.last == .linkRouted(link, to: second))
    }

    @Test("a link queued in a closing window goes to a window still open")
    func queuedInAClosingWindowWithAnotherOpen() throws {
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)
        let link = Shop.url("shop://cart")
        let other = try windows.makeWindow(NavigationState(root: .home))
        windows.navigator(for: other)?.attachUI()
        let cold = try windows.makeWindow(NavigationState(root: .home))
        try windows.activateWindow(cold)
        #expect(windows.open(link) == (window: cold, outcome: .queued))

        try windows.closeWindow(cold)
        #expect(windows.pendingDeepLink == nil)
        #expect(windows.navigator(for: other)?.state.entries.map(\.route) == [.home, .cart])
        #expect(recorder.windowEvents.suffix(2) == [.closed(cold), .linkRouted(link, to: other)])
    }

    @Test("a link goes through the chosen window's guards")
    func guardsOfTheWindow() throws {
        let session = Session()
        var next = 0
        let windows = ShopWindows(
            newWindowState: { NavigationState(root: $0) },
            newWindowID: {
                next += 1
                return Fixture.id(next)
            },
            prepare: { _, navigator in navigator.addGuard(Shop.signInGuard(session)) }
        )
        windows.deepLinks = try Shop.table()
        let id = try windows.makeWindow(NavigationState(root: .home))
        windows.navigator(for: id)?.attachUI()

        #expect(windows.open(Shop.url("shop://account")).outcome == .redirected)
        #expect(windows.navigator(for: id)?.state.topStack.root.route == .signIn)
    }

    /// An owner whose windows all guard the account behind sign-in, and refuse the cart,
    /// with its first window and that window's navigator.
    private func guardedWindows(multiple: Bool) throws -> (ShopWindows, NavigationWindowID, Navigator<ShopRoute, Never>)
    {
        let session = Session()
        let windows = try Fixture.windows(multiple: multiple) { _, navigator in
            navigator.addGuard(Shop.signInGuard(session))
            navigator.addGuard { $0.addedRoutes.contains(.cart) ? .cancel : .allow }
        }
        let first = try windows.makeWindow(NavigationState(root: .home))
        return (windows, first, try #require(windows.navigator(for: first)))
    }

    @Test(
        "a window opens only for what the guards allow; else they redirect or cancel in the frontmost window, on every platform",
        arguments: [true, false])
    func openWindowAsksTheGuards(multiple: Bool) throws {
        let (windows, first, navigator) = try guardedWindows(multiple: multiple)

        // Redirected: sign-in shows in the frontmost window, no window opens, and the
        // caller hears that the route is not shown (issue 44, class 8).
        #expect(throws: NavigationError.guardRedirected) { try windows.openWindow(.account) }
        #expect(windows.windowIDs == [first])
        #expect(navigator.state.topStack.root.route == .signIn)
        navigator.perform(.dismissPresentation)

        // Cancelled: a typed error, and nothing changes.
        let before = navigator.state
        #expect(throws: NavigationError.guardCancelled) { try windows.openWindow(.cart) }
        #expect(navigator.state == before)
        #expect(windows.windowIDs == [first])

        // Allowed: a new window where the platform shows several, else a push.
        let opened = try windows.openWindow(.product(2))
        #expect(opened == (multiple ? Fixture.id(2) : first))
        #expect(windows.navigator(for: opened)?.state.topStack.top.route == .product(2))
    }

    @Test(
        "a screen's request for a window asks its navigator's guards first, as its sheet would",
        arguments: [true, false])
    func windowModeAsksTheGuards(multiple: Bool) throws {
        let (windows, first, navigator) = try guardedWindows(multiple: multiple)

        navigator.rootClient.navigate(to: .account, mode: .window())
        #expect(windows.windowIDs == [first], "no window opens past the guard")
        #expect(navigator.state.topStack.root.route == .signIn, "the guard's redirect shows, as for the sheet")
        navigator.perform(.dismissPresentation)

        navigator.rootClient.navigate(to: .product(5), mode: .window())
        #expect(windows.windowIDs.count == (multiple ? 2 : 1))
    }
}
