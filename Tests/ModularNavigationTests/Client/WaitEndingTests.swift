import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@MainActor
@Suite("A wait that ends on one path ends on every path: once, with a defined outcome, reported")
struct WaitEndingTests {
    /// The presenter's work: it awaits an `Int`.
    typealias Work = NavigationWork<NavigationResult<Int>>

    @Test("each path ends the presenter's wait once, or leaves it waiting on what is still up", arguments: WaitCase.all)
    func path(_ row: WaitCase) async throws {
        let fixture = try WaitEndingFixture()
        let work = try await start(row.start, in: fixture)
        let ids = try WaitIDs(row.start, fixture)

        try await take(row.path, from: row.start, in: fixture, work: work, ids: ids)
        await work.settled()

        let (ending, reports) = row.expected(ids)
        for report in reports {
            #expect(fixture.events.events.contains(report), "\(report) in \(fixture.events.events)")
        }
        if ending == .waiting {
            #expect(work.isWaitingForResult, "the wait goes on: what it hangs on is still up")
            if row.start == .heldFinish, fixture.navigator.state.presentations.count == 1 {
                // The confirm went without a yes: its hold went with it, and the flow may finish again.
                fixture.blocked.value = false
                fixture.confirmed.value = true
                #expect(fixture.navigator.client(for: ids.first).finish(with: 9) == .delivered)
                #expect(await ended(work) == .finished(9))
            } else {
                fixture.clear()
                #expect(await ended(work) == .cancelled, "and ends once that goes")
            }
        } else {
            #expect(await ended(work) == ending.result)
            fixture.clear()
        }
        let endings = fixture.endings(through: ids.first)
        #expect(endings.count == 1, "reported once: \(endings) in \(fixture.events.events)")
        #expect(fixture.redirectsShown == fixture.redirectsEnded, "every redirect shown resumed or was abandoned, once")
    }

    /// What the work ended with; a work still waiting fails the test and is cancelled, so
    /// that the test ends.
    private func ended(_ work: Work) async -> NavigationResult<Int> {
        await work.settled()
        #expect(work.isFinished, "the wait ended")
        if !work.isFinished { work.cancel() }
        return await work.value
    }

    /// Starts the presenter's wait and returns once it waits.
    private func start(_ start: WaitStart, in fixture: WaitEndingFixture) async throws -> Work {
        fixture.confirmed.value = start != .heldFinish
        let client = fixture.client
        let route: TestRoute = start == .redirected ? .detail(1) : .picker
        let work = await fixture.navigator.start {
            await client.navigate(to: route, mode: .sheet(WaitEndingFixture.flowSheet), expecting: Int.self)
        }
        if start == .heldFinish {
            #expect(fixture.topLayer.finish(with: 5) == .refused(.flowNotDismissed), "the guard asks first")
            #expect(fixture.navigator.state.presentations.count == 2)
        }
        #expect(work.isWaitingForResult)
        return work
    }

    /// Takes one path.
    private func take(
        _ path: WaitPath, from start: WaitStart, in fixture: WaitEndingFixture,
        work: Work, ids: WaitIDs
    ) async throws {
        let navigator = fixture.navigator
        switch path {
        case .dismissTop: navigator.dismissPresentation()
        case .closeTop: navigator.client(for: navigator.state.topStack.top.id).close()
        case .dismissFlow: navigator.perform(.dismiss(ids.first))
        case .popBelowPresenter: navigator.perform(.popTo(fixture.tabRoot))
        case .popToRoot: fixture.client.popToRoot()
        case .tabRemoved: navigator.perform(.removeTab(.home))
        case .tabReselected: navigator.perform(.tapTab(.home))
        case .replaceState: navigator.replaceState(.threeTabs(selected: .search))
        case .adopt: navigator.perform(.adopt(.threeTabs()))
        case .restore:
            let saved = try TabState.threeTabs(selected: .search).archived(schemaVersion: 1)
            navigator.restore(from: saved, schemaVersion: 1, fallback: .threeTabs())
        case .deepLink: #expect(navigator.open(try #require(URL(string: "t://search/2"))) == .opened)
        case .windowClosed: try fixture.windows.closeWindow(fixture.window)
        case .presenterLeaves: navigator.perform(.replaceStack(at: .tab(.home), path: []))
        case .superseded:
            navigator.present(.list, style: .sheet(SheetOptions(id: "flow", replacesExisting: true)))
        case .taskCancelled:
            // The task learns of its cancellation on its own turn: wait for it to end.
            work.cancel()
            _ = await work.value
        case .otherTabSelected: navigator.selectTab(.search)
        case .answered, .finishAgain, .finishCovered:
            if path == .finishCovered { navigator.present(.detail(2), style: .sheet()) }
            try await answer(start, again: path == .finishAgain, in: fixture, work: work, ids: ids)
        case .finishUnderAwaitedFlow:
            // The screen that answers awaits a flow of its own, which the answer takes away.
            let answering = fixture.topLayer
            let inner = await navigator.start {
                await answering.navigate(to: .detail(2), mode: .sheet(), expecting: Int.self)
            }
            let innerFlow = navigator.state.topStack.root.id
            try await answer(start, again: false, in: fixture, work: work, ids: ids)
            #expect(await inner.value == .cancelled)
            #expect(fixture.events.events.contains(.resultCancelled(innerFlow)))
        case .rejected: fixture.answer(false)
        case .guardCancelsResume:
            fixture.blocked.value = true
            if start == .flow { navigator.client(for: ids.first).finish(with: 7) } else { fixture.answer(true) }
        case .redirectLoop: fixture.answer(true, settles: false)
        case .finishWrongType:
            if start == .flow {
                navigator.client(for: ids.first).finish(with: "7")
            } else {
                fixture.topLayer.finish(with: 3)
            }
        case .finishFromGoneScreen:
            fixture.topLayer.push(.detail(3))
            let gone = navigator.state.topStack.top.id
            navigator.pop()
            #expect(navigator.client(for: gone).finish(with: 7) == .refused(.screenGone(gone)))
        }
    }

    /// Answers what the presenter awaits with a value, through whatever stands in front:
    /// `again` finishes twice where the first finish ends or holds the flow.
    private func answer(
        _ start: WaitStart, again: Bool, in fixture: WaitEndingFixture,
        work: Work, ids: WaitIDs
    ) async throws {
        let navigator = fixture.navigator
        let flow = navigator.client(for: ids.first)
        switch start {
        case .flow:
            #expect(flow.finish(with: 7) == .delivered)
            if again { #expect(flow.finish(with: 8) == .refused(.screenGone(ids.first))) }
        case .redirected:
            fixture.signedIn.value = true
            #expect(flow.finish(with: true) == .delivered)
            if again { #expect(flow.finish(with: true) == .refused(.screenGone(ids.first))) }
            await work.settled()
            #expect(navigator.client(for: navigator.state.topStack.root.id).finish(with: 7) == .delivered)
        case .heldFinish:
            if again {
                #expect(flow.finish(with: 6) == .refused(.flowAlreadyFinishing))
                #expect(navigator.state.presentations.count == 2, "one confirm, not a second")
            }
            fixture.confirmed.value = true
            #expect(navigator.client(for: try #require(ids.confirm)).finish(with: true) == .delivered)
        }
    }
}
