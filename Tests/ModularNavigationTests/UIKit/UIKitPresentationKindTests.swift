import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// Every presentation kind through the UIKit stand-in: each is one presented navigation
/// controller, its screens are told the style they are drawn in, and it leaves by the
/// user's own gesture where the kind has one, else by one `dismiss` from code.
@MainActor
@Suite("The UIKit backend: each presentation kind")
struct UIKitPresentationKindTests {
    @Test(
        "a sheet, a cover, a popover and an inspector: presented once, their builder told the style, dismissed by the user where the kind lets them",
        arguments: [PresentationStyle.sheet(), .fullScreenCover, .popover(), .inspector()])
    func eachKind(style: PresentationStyle) {
        let uikit = UIKitStandIn.drawing(pushing: [.list])
        let presentedBefore = uikit.calls.count
        uikit.navigator.present(.settings, style: style)
        uikit.navigator.push(.detail(1))
        uikit.finish()
        let layer = uikit.navigator.current.presentations[0].stack
        #expect(uikit.calls.dropFirst(presentedBefore).filter { $0.hasPrefix("present level") } == ["present level 1"])
        #expect(uikit.presented.map(\.style) == [style])
        #expect(uikit.controllers[.presented(1)] == layer.entries.map(\.id))
        #expect(uikit.modes[layer.root.id] == .presented(style))
        #expect(uikit.modes[layer.top.id] == .push)
        expectClean(uikit)

        let calls = uikit.calls.count
        let swiped = uikit.swipeDown()
        #expect(swiped == (style != .fullScreenCover), "on iOS a cover has no gesture of its own")
        if swiped {
            uikit.finish()
            #expect(!uikit.calls.dropFirst(calls).contains { $0.hasPrefix("dismiss") }, "UIKit dismissed it already")
        } else {
            uikit.navigator.dismissPresentation()
            uikit.finish()
            #expect(Array(uikit.calls.dropFirst(calls)) == ["dismiss on level 0"])
        }
        #expect(uikit.navigator.current.presentations.isEmpty)
        #expect(uikit.navigator.topStack.top.route == .list)
        expectClean(uikit)
    }
}
