import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Gestures against a navigator: popovers and detents")
struct PopoverAndDetentGestureHelperTests {
    @Test("a tap outside dismisses a popover; without a popover on top it is refused")
    func tapOutsidePopover() {
        let navigator = Navigator(root: TestRoute.home)
        #expect(!navigator.tapOutsidePopover())
        navigator.present(.settings, style: .popover())
        navigator.present(.list)
        #expect(!navigator.tapOutsidePopover())
        navigator.dismissPresentation()
        #expect(navigator.tapOutsidePopover())
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a drag moves the top sheet to an offered detent; other detents and other layers are refused")
    func dragSheet() {
        let navigator = Navigator(root: TestRoute.home)
        #expect(!navigator.dragSheet(to: .large))
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        #expect(!navigator.dragSheet(to: .medium), "the sheet already rests at its first detent")
        #expect(!navigator.dragSheet(to: .height(10)))
        #expect(navigator.dragSheet(to: .large))
        #expect(navigator.presentationStyle(over: .main)?.sheetOptions?.selectedDetent == .large)
        navigator.present(.list, style: .popover())
        #expect(!navigator.dragSheet(to: .medium))
    }
}
