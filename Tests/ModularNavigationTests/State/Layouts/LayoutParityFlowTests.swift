import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// The same flow above the tabs awaited, drawn by the headless host, and opened by links:
/// one outcome in every layout.
@MainActor
@Suite("One rule in every layout: awaiting, drawing and linking a flow above the tabs")
struct LayoutParityFlowTests {
    @Test("an awaited flow delivers its value and goes as a whole", arguments: ModuleFlow.layouts)
    func awaited(layout: EveryLayout) async throws {
        let navigator = layout.navigator()
        let shown = navigator.topStack.top.id
        let presenter = navigator.client(for: shown)
        let work = await navigator.start {
            await presenter.navigate(to: .picker, mode: .aboveTabs, expecting: Int.self)
        }
        navigator.client(for: navigator.topStack.top.id).push(.settings)
        let last = navigator.client(for: navigator.topStack.top.id)

        #expect(last.finish(with: 3) == .delivered, "\(layout)")
        #expect(await work.value == .finished(3), "\(layout)")
        #expect(navigator.state.aboveTabsFlow == nil, "\(layout)")
        #expect(navigator.topStack.top.id == shown, "\(layout)")
    }

    @Test("the screen the flow hides awaits it as a presenter awaits its layer", arguments: ModuleFlow.layouts)
    func presenterAwaitsFlow(layout: EveryLayout) async {
        let flow = ModuleFlow(layout)
        let presenter = flow.client(flow.presenter)
        let work = await flow.navigator.start { await presenter.presentedResult(expecting: String.self) }

        #expect(flow.client(flow.pushed).finish(with: "done") == .delivered, "\(layout)")
        #expect(await work.value == .finished("done"), "\(layout)")
        #expect(flow.outcome == "top presenter, flow gone", "\(layout)")
    }

    @Test("the screen the flow hides may not open a dialog", arguments: ModuleFlow.layouts)
    func presenterDialog(layout: EveryLayout) async {
        let flow = ModuleFlow(layout)
        let answer = await flow.client(flow.presenter).presentDialog(
            NavigationDialog.alert("Hidden", buttons: [DialogButton("OK", action: 1)]))

        #expect(answer == .cancelled, "\(layout)")
        #expect(flow.outcome == "top flow screen, flow up, refused screenCovered", "\(layout)")
        #expect(flow.navigator.state.dialog == nil, "\(layout)")
    }

    @Test("drawn by the host: back from the flow's root shows the presenter as it was", arguments: ModuleFlow.layouts)
    func hostBack(layout: EveryLayout) {
        let navigator = layout.navigator()
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.list) }
        expectSettled(host)
        let presenter = host.topScreen.id
        let before = host.tree

        showFlow(from: presenter, on: navigator, drawnBy: host)
        #expect(host.tapBack(), "\(layout)")
        expectSettled(host)
        // The back button of the flow's root: the one on the stack above the tabs, or the
        // stack's own where the flow is pushed.
        #expect(navigator.state.aboveTabs == nil ? host.tapBack() : host.tapAboveTabsBack(), "\(layout)")
        expectSettled(host)

        #expect(host.topScreen.id == presenter, "\(layout)")
        #expect(host.tree == before, "\(layout)")
        #expect(navigator.state.aboveTabsFlow == nil, "\(layout)")
        #expect(host.failures.isEmpty, "\(layout): \(host.failures)")
    }

    @Test("drawn by the host: the flow's last screen closes it", arguments: ModuleFlow.layouts)
    func hostClose(layout: EveryLayout) {
        let navigator = layout.navigator()
        let host = HeadlessHost(navigator: navigator)
        let presenter = host.topScreen.id
        let before = host.tree
        showFlow(from: presenter, on: navigator, drawnBy: host)

        host.tap { navigator.client(for: host.topScreen.id).close() }
        expectSettled(host)

        #expect(host.tree == before, "\(layout)")
        #expect(host.failures.isEmpty, "\(layout): \(host.failures)")
    }

    /// A link table with a flow above the tabs, a presentation, a relative push and a
    /// link into the base stack.
    private static func table() throws -> DeepLinkTable<DeepLinkTarget<TestRoute, TestTab>> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["app"])) {
            DeepLinkRoute("/checkout/:id") { parameters in
                .aboveTabs(.detail(try parameters.value("id")), path: [.settings])
            }
            DeepLinkRoute("/info") { _ in .present(.settings) }
            DeepLinkRoute("/more") { _ in .pushOnTop([.detail(5)]) }
            DeepLinkRoute("/base") { _ in .stack(path: [.list]) }
            DeepLinkRoute("/over") { _ in .presentOnTop(.detail(6)) }
            DeepLinkRoute("/profile") { _ in .tab(.profile) }
        }
    }

    @Test(
        "links show the flow once, replace it, add to it, and a link into the base takes it down",
        arguments: ModuleFlow.layouts)
    func links(layout: EveryLayout) throws {
        let navigator = layout.navigator()
        navigator.deepLinks = try Self.table()
        navigator.attachUI()
        func open(_ link: String) throws -> String {
            #expect(navigator.open(try #require(URL(string: "app://" + link))) == .opened, "\(layout): \(link)")
            let state = navigator.state
            let root = state.aboveTabsFlow.flatMap { state.stack(at: $0.location)?.entries[$0.index].route }
            return "\(state.topStack.top.route) over \(root.map { "\($0)" } ?? "no flow")"
                + (state.presentations.isEmpty ? "" : ", presented")
        }

        #expect(try open("checkout/7") == "settings over detail(7)", "\(layout)")
        let once = navigator.state
        #expect(try open("checkout/7") == "settings over detail(7)", "\(layout)")
        #expect(navigator.state == once, "\(layout): a link opened again changes nothing")
        #expect(try open("checkout/8") == "settings over detail(8)", "\(layout)")
        #expect(navigator.state.entries.contains { $0.route == .detail(7) } == false, "\(layout)")
        #expect(try open("more") == "detail(5) over detail(8)", "\(layout)")
        #expect(try open("info") == "settings over detail(8), presented", "\(layout)")
        #expect(try open("base") == "list over no flow", "\(layout)")

        #expect(try open("checkout/9") == "settings over detail(9)", "\(layout)")
        #expect(try open("over") == "detail(6) over detail(9), presented", "\(layout)")
        navigator.client(for: navigator.topStack.top.id).close()
        navigator.client(for: navigator.topStack.top.id).close()
        #expect(navigator.topStack.top.route == .list, "\(layout)")

        // A tab the app does not have: the same refusal, whether it has tabs or not.
        navigator.removeTab(.profile)
        let profile = try #require(URL(string: "app://profile"))
        #expect(navigator.open(profile) == .failed(.navigationRefused(.unknownTab)), "\(layout)")
    }

    /// Shows the flow from `presenter` and pushes a second screen on it, each step drawn.
    private func showFlow(
        from presenter: EntryID,
        on navigator: Navigator<TestRoute, TestTab>,
        drawnBy host: HeadlessHost<TestRoute, TestTab>
    ) {
        host.tap { navigator.client(for: presenter).showAboveTabs(.picker) }
        expectSettled(host)
        host.tap { navigator.client(for: host.topScreen.id).push(.settings) }
        expectSettled(host)
    }
}
