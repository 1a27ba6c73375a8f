import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// Which screen a UIKit popover points from: the screen that presented it, whose bar
/// button item it may name (`NavigationPopoverSource`).
@MainActor
@Suite("The UIKit backend: popovers from a bar button item")
struct UIKitPopoverTests {
    @Test("a popover's presenter is the screen on top of the stack that presented it, with the popover's route")
    func presenterOfAPopover() throws {
        let uikit = UIKitStandIn.drawing(pushing: [.list])
        uikit.navigator.present(.picker, style: .popover())
        uikit.finish()
        let presenter = try #require(uikit.drawing.presenter(ofLevel: 1))
        #expect(presenter.screen == uikit.navigator.current.baseStack.top.id)
        #expect(presenter.presented == .picker)
        expectClean(uikit)
    }

    @Test(
        "over a sheet, the sheet's top screen presents; beside an inspector, the screen the inspector leaves in front")
    func presenterThroughLayers() throws {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet())])
        uikit.navigator.present(.picker, style: .popover())
        uikit.finish()
        #expect(uikit.drawing.presenter(ofLevel: 2)?.screen == uikit.navigator.current.presentations[0].stack.top.id)

        let beside = UIKitStandIn.drawing(pushing: [.list], presenting: [(.settings, .inspector())])
        let base = beside.navigator.current.baseStack.top.id
        beside.navigator.perform(.present(.picker, .popover(), from: base))
        beside.finish()
        let presenter = try #require(beside.drawing.presenter(ofLevel: 2))
        #expect(presenter.screen == base, "the inspector leaves its presenter in front; the popover is that screen's")
        #expect(presenter.presented == .picker)
    }

    @Test("a level with no layer has no presenter")
    func noPresenter() {
        let uikit = UIKitStandIn.drawing()
        #expect(uikit.drawing.presenter(ofLevel: 1) == nil)
    }
}
