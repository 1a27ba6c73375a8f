import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Waits in tests end when nothing more can happen")
struct NeverHangingWaitTests {
    @Test("awaiting work after a refused gesture fails at the line that started it, naming the refusal")
    func refusedGestureThenValue() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let home = navigator.client(for: EntryID(0))
        let startLine = #line + 1
        let picking = await navigator.start { await home.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        var result: NavigationResult<Int>?
        await withKnownIssue("the sheet is still sliding up, and nothing dismisses it later") {
            // Refused: the sheet is still animating in, so the wait has no one to end it.
            host.swipeDownSheet()
            result = await picking.value
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(".animating")
                && (text.contains("was refused") || issue.sourceLocation?.line == startLine)
        }
        #expect(result == .cancelled)
        #expect(picking.isFinished)
    }

    @Test("the stuck wait is reported at the start call's line")
    func reportedAtStartLine() async {
        let navigator = Navigator(root: TestRoute.home)
        let home = navigator.client(for: EntryID(0))
        let startLine = #line + 1
        let picking = await navigator.start { await home.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        await withKnownIssue("no one answers the picker") {
            _ = await picking.value
        } matching: { issue in
            issue.sourceLocation?.line == startLine
                && issue.sourceLocation?.fileID.hasSuffix("NeverHangingWaitTests.swift") == true
        }
        #expect(navigator.topStack.top.route == .picker, "a cancelled wait leaves its flow up")
    }

    @Test("a swipe still on the host's clock lands while the test awaits the value")
    func swipeLandsWhileAwaiting() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let home = navigator.client(for: EntryID(0))
        let picking = await navigator.start { await home.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        host.settle()
        #expect(host.swipeDownSheet())
        // The swipe ends when the host's time runs; awaiting the value lets it.
        #expect(await picking.value == .cancelled)
        #expect(navigator.topStack.top.route == .home)
    }

    @Test("work that sleeps on the test clock is settled, and runs on when the clock moves")
    func testClockDrivesSleepingWork() async {
        let navigator = Navigator(root: TestRoute.home)
        let clock = NavigationTestClock()
        let splash = await navigator.start {
            try? await clock.sleep(for: .seconds(2))
            navigator.push(.list)
        }
        #expect(!splash.isFinished)
        #expect(splash.isWaitingForResult)
        await clock.advance(by: .seconds(1))
        #expect(!splash.isFinished)
        await clock.advance(by: .seconds(1))
        await splash.value
        #expect(navigator.topStack.top.route == .list)
        #expect(clock.now.offset == .seconds(2))
    }

    @Test("sleepers wake in the order of their deadlines")
    func sleepersWakeInOrder() async {
        let navigator = Navigator(root: TestRoute.home)
        let clock = NavigationTestClock()
        let late = await navigator.start {
            try? await clock.sleep(for: .seconds(3))
            navigator.push(.detail(3))
        }
        let early = await navigator.start {
            try? await clock.sleep(for: .seconds(1))
            navigator.push(.detail(1))
        }
        #expect(clock.sleeperCount == 2)
        await clock.advance(by: .seconds(5))
        await early.value
        await late.value
        #expect(navigator.current.baseStack.path.map(\.route) == [.detail(1), .detail(3)])
    }

    @Test("work left sleeping on a clock no one advances fails instead of hanging")
    func unadvancedClock() async {
        let navigator = Navigator(root: TestRoute.home)
        let clock = NavigationTestClock()
        let splash = await navigator.start { () -> Bool in
            do {
                try await clock.sleep(for: .seconds(2))
                return true
            } catch {
                return false
            }
        }
        await withKnownIssue("the test forgot to advance the clock") {
            #expect(await splash.value == false, "the sleep was cancelled")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("advance the clock")
        }
        #expect(clock.sleeperCount == 0)
    }

    @Test("a negative advance moves nothing")
    func negativeAdvance() async {
        let clock = NavigationTestClock()
        await clock.advance(by: .seconds(-3))
        #expect(clock.now.offset == .zero)
    }
}
