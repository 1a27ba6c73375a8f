import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// An inspector shows beside the stack that presented it, so what that stack presents
/// next goes on top of the chain without being part of the inspector's flow: a finish
/// there belongs to its own flow, never to the inspector's awaiter.
@MainActor
@Suite("Results of an inspector and a sheet beside it")
struct InspectorResultTests {
    private typealias Picking = NavigationWork<NavigationResult<Issue42>>

    /// A navigator whose root awaits an inspector, then presents a sheet beside it.
    private func inspectorAwaited(sheetAwaited: Bool) async -> (Navigator<TestRoute, Never>, Picking, Picking?) {
        let navigator = Navigator(root: TestRoute.home)
        let beside = navigator.rootClient
        let inspector = await navigator.start {
            await beside.navigate(to: .settings, mode: .inspector(), expecting: Issue42.self)
        }
        var sheet: Picking?
        if sheetAwaited {
            sheet = await navigator.start {
                await beside.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self)
            }
        } else {
            beside.navigate(to: .picker, mode: .sheet())
        }
        #expect(navigator.state.presentations.map(\.style) == [.inspector(), .sheet()])
        return (navigator, inspector, sheet)
    }

    @Test("a sheet beside an awaited inspector, not awaited itself, finishes alone and undelivered")
    func unawaitedSheetBeside() async {
        let (navigator, inspector, _) = await inspectorAwaited(sheetAwaited: false)
        let events = NavigationEventRecorder(navigator)
        let sheetRoot = navigator.state.presentations[1].stack.root.id

        #expect(navigator.client(for: sheetRoot).finish(with: Issue42(id: 1)) == .undelivered)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
        #expect(events.events.contains(.resultUndelivered(from: sheetRoot)))
        #expect(!inspector.isFinished, "the inspector's awaiter still waits for its own flow")

        let inspectorRoot = navigator.state.presentations[0].stack.root.id
        #expect(navigator.client(for: inspectorRoot).finish(with: Issue42(id: 2)) == .delivered)
        #expect(await inspector.value == .finished(Issue42(id: 2)))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a sheet beside an awaited inspector and awaited itself answers its own awaiter")
    func awaitedSheetBeside() async throws {
        let (navigator, inspector, awaitedSheet) = await inspectorAwaited(sheetAwaited: true)
        let sheet = try #require(awaitedSheet)
        let sheetRoot = navigator.state.presentations[1].stack.root.id
        navigator.client(for: sheetRoot).push(.detail(3))

        let top = navigator.client(for: navigator.state.topStack.top.id)
        #expect(top.finish(with: Issue42(id: 5)) == .delivered)
        #expect(await sheet.value == .finished(Issue42(id: 5)))
        #expect(!inspector.isFinished)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
    }

    @Test("a sheet's finish of another type beside an awaited inspector is not refused as the inspector's")
    func otherTypeBeside() async {
        let (navigator, inspector, _) = await inspectorAwaited(sheetAwaited: false)
        let sheetRoot = navigator.state.presentations[1].stack.root.id
        #expect(navigator.client(for: sheetRoot).finish(with: "a name") == .undelivered)
        #expect(navigator.state.presentations.count == 1)
        #expect(!inspector.isFinished)
    }

    @Test("a screen in an inspector awaits the sheet it presents; a sheet it does not await closes undelivered")
    func sheetFromTheInspector() async {
        let navigator = Navigator(root: TestRoute.home)
        let beside = navigator.rootClient
        let inspector = await navigator.start {
            await beside.navigate(to: .settings, mode: .inspector(), expecting: Issue42.self)
        }
        let inInspector = navigator.client(for: navigator.state.presentations[0].stack.root.id)
        let picked = await navigator.start {
            await inInspector.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self)
        }
        let sheetRoot = navigator.state.presentations[1].stack.root.id
        #expect(navigator.client(for: sheetRoot).finish(with: Issue42(id: 4)) == .delivered)
        #expect(await picked.value == .finished(Issue42(id: 4)))
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])

        inInspector.navigate(to: .picker, mode: .sheet())
        let unawaited = navigator.state.presentations[1].stack.root.id
        #expect(navigator.client(for: unawaited).finish(with: Issue42(id: 6)) == .undelivered)
        #expect(navigator.state.presentations.map(\.style) == [.inspector()])
        #expect(!inspector.isFinished)
    }

    @Test("a sheet over an awaited sheet still finishes the flow below it")
    func sheetOverSheet() async {
        let navigator = Navigator(root: TestRoute.home)
        let client = navigator.rootClient
        let flow = await navigator.start { await client.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self) }
        let first = navigator.state.presentations[0].stack.root.id
        navigator.client(for: first).navigate(to: .detail(1), mode: .sheet())
        let second = navigator.state.presentations[1].stack.root.id
        #expect(navigator.client(for: second).finish(with: Issue42(id: 9)) == .delivered)
        #expect(await flow.value == .finished(Issue42(id: 9)))
        #expect(navigator.state.presentations.isEmpty)
    }
}
