import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Headless host: popovers and a sheet's detent")
struct PopoverAndDetentHostTests {
    @Test(
        "tapping outside a popover, or swiping it down where compact width draws it as a sheet, dismisses it through the navigator"
    )
    func tapOutside() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .popover(PopoverOptions(attachmentAnchor: .point(x: 1, y: 0))))
        expectSettled(host, "main\n  #0 home\n  popover [at (1, 0)]\n    #1 settings")
        let events = NavigationEventRecorder(navigator)
        #expect(host.tapOutsidePopover())
        expectSettled(host, "main\n  #0 home")
        #expect(events.events.contains { if case .dismissed(_, .popover, _) = $0 { true } else { false } })

        navigator.present(.settings, style: .popover())
        expectSettled(host)
        #expect(host.swipeDownSheet())
        host.advance(by: .milliseconds(400))
        expectSettled(host, "main\n  #0 home")
    }

    @Test("a popover a guard keeps up does not let the outside tap through")
    func guardedPopover() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .popover())
        expectSettled(host)
        navigator.addGuard { proposal in proposal.proposed.presentations.isEmpty ? .cancel : .allow }
        #expect(host.refusal { host.tapOutsidePopover() } != nil)
        expectSettled(host, "main\n  #0 home\n  popover\n    #1 settings")
    }

    @Test("a sheet replaced by a popover at the same level is dismissed, then the popover presented")
    func sheetToPopover() throws {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings)
        expectSettled(host)
        var target = NavigationState(root: TestRoute.home)
        try target.perform(.present(.picker, .popover()))
        navigator.replaceState(target)
        expectSettled(host, "main\n  #0 home\n  popover\n    #2 picker")
    }

    @Test("dragging a sheet to another detent selects it in the navigator, which plans nothing more")
    func drag() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        expectSettled(host)
        let events = NavigationEventRecorder(navigator)
        // A drag back to where the sheet rests reaches it and changes nothing.
        #expect(host.dragSheet(to: .medium))
        #expect(events.events.isEmpty)
        #expect(host.refusal { host.dragSheet(to: .height(10)) } == .noSuchControl)
        #expect(host.dragSheet(to: .large))
        #expect(navigator.state.presentations[0].style.sheetOptions?.selectedDetent == .large)
        #expect(host.isSettled)
        expectSettled(host, "main\n  #0 home\n  sheet [medium, large (selected)]\n    #1 settings")
        let root = navigator.state.presentations[0].stack.root
        #expect(events.events == [.detentSelected(.large, sheet: root, at: .presented(1))])
    }

    @Test("a detent set from code is drawn in one update without waiting for a signal")
    func fromCode() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        expectSettled(host)
        navigator.perform(.selectDetent(.large))
        #expect(host.drawn.presentations[0].style.sheetOptions?.selectedDetent == .large)
        #expect(host.isSettled)
    }

    @Test("a drag drawn before the sheet left is ignored: the gesture acts only on the sheet the user touched")
    func staleDrag() {
        let navigator = Navigator(root: TestRoute.home)
        let driver = TransitionDriver(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        let layer = driver.layer(over: .main, kind: .sheet)
        navigator.dismissPresentation()
        navigator.present(.list, style: .sheet(SheetOptions(detents: [.medium, .large])))
        if let layer { driver.detentWritten(.large, in: layer) }
        #expect(navigator.state.presentations[0].style.sheetOptions?.selectedDetent == nil)
    }
}
