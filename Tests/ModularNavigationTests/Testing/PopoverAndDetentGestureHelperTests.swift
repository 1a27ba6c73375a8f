import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Gestures against a drawn navigator, for flows: popovers and detents")
struct PopoverAndDetentGestureHelperTests {
    @Test("a tap outside dismisses a popover; without a popover on top it is refused")
    func tapOutsidePopover() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        #expect(!host.act { $0.tapOutsidePopover() })
        navigator.present(.settings, style: .popover())
        navigator.present(.list)
        #expect(!host.act { $0.tapOutsidePopover() })
        navigator.dismissPresentation()
        #expect(host.act { $0.tapOutsidePopover() })
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a drag moves the top sheet to an offered detent; other detents and other layers are refused")
    func dragSheet() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        #expect(!host.act { $0.dragSheet(to: .large) })
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        #expect(host.act { $0.dragSheet(to: .medium) }, "the sheet already rests at its first detent: nothing changes")
        #expect(navigator.presentationStyle(over: .main)?.sheetOptions?.selectedDetent == nil)
        #expect(!host.act { $0.dragSheet(to: .height(10)) })
        #expect(host.act { $0.dragSheet(to: .large) })
        #expect(navigator.presentationStyle(over: .main)?.sheetOptions?.selectedDetent == .large)
        navigator.present(.list, style: .popover())
        #expect(!host.act { $0.dragSheet(to: .medium) })
    }
}
