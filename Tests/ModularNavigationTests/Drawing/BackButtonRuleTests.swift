import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// Whether a screen shows a back button is one rule of the drawing machine
/// (`showsBackButton(on:)`): SwiftUI hides the button by it, and every back gesture of the
/// host is refused by it, so the two cannot disagree.
@MainActor
@Suite("The one back-button rule, for SwiftUI and the host")
struct BackButtonRuleTests {
    @Test("a stack's root shows none; a pushed screen shows one until a guard would refuse its pop")
    func pushedScreens() throws {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        #expect(!host.driver.showsBackButton(on: navigator.state.topStack.root.id))
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        let pushed = navigator.state.topStack.top.id
        #expect(host.driver.showsBackButton(on: pushed))

        let holding = navigator.addGuard { _ in .cancel }
        #expect(!host.driver.showsBackButton(on: pushed))
        #expect(host.refusal { host.tapBack() } == .disabled)
        #expect(host.refusal { host.swipeBack() } == .disabled)
        navigator.removeGuard(holding)
        #expect(host.tapBack())
    }

    @Test("a collapsed split view's detail root shows one, going back to its list, unless a guard refuses")
    func collapsedDetailRoot() throws {
        let navigator = Navigator(SplitState(sidebar: TestRoute.list, selection: .detail(1)))
        let host = HeadlessHost(navigator: navigator)
        let detailRoot = try #require(navigator.state.stack(at: .detail)?.root.id)
        #expect(host.driver.showsBackButton(on: detailRoot))
        #expect(!host.driver.showsBackButton(on: navigator.state.stack(at: .sidebar)!.root.id))

        let holding = navigator.addGuard { _ in .cancel }
        #expect(!host.driver.showsBackButton(on: detailRoot))
        #expect(host.refusal { host.tapCollapsedBack() } == .disabled)
        navigator.removeGuard(holding)
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(navigator.splitSelection() == nil)
    }
}
