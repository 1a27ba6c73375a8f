import ModularNavigation
import ModularNavigationTesting
import Testing

/// What is under a sheet is in reach only where SwiftUI lets a tap through: behind a
/// sheet whose background interaction is enabled, or beside an inspector; SwiftUI's
/// dimming takes it under any other layer (issue 44, class 8).
@MainActor
@Suite("Reach under a sheet: the tab bar and the split lists")
struct ReachUnderSheetTests {
    private static let interactive = SheetOptions(detents: [.medium, .large], backgroundInteraction: .enabled)

    @Test("a tab tap under a plain sheet, a popover or a cover is refused as covered and changes nothing")
    func tabBarCovered() {
        let styles: [PresentationStyle] = [
            .sheet(), .sheet(SheetOptions(backgroundInteraction: .disabled)), .fullScreenCover,
            .popover(PopoverOptions()),
        ]
        for style in styles {
            let navigator = Navigator(TabState.threeTabs())
            let host = HeadlessHost(navigator: navigator)
            navigator.present(.picker, style: style)
            host.settle()
            let before = navigator.state
            #expect(host.refusal { host.tapTab(.search) } == .covered, "\(style)")
            #expect(navigator.state == before)
        }
    }

    @Test("a sheet that lets the background be touched, or an inspector, leaves the tab bar in reach")
    func tabBarInReach() {
        let styles: [PresentationStyle] = [
            .sheet(Self.interactive),
            .sheet(SheetOptions(detents: [.medium, .large], backgroundInteraction: .enabledUpThrough(.medium))),
            .inspector(),
        ]
        for style in styles {
            let navigator = Navigator(TabState.threeTabs())
            let host = HeadlessHost(navigator: navigator)
            navigator.present(.picker, style: style)
            host.settle()
            #expect(host.tapTab(.search), "\(style)")
            host.settle()
            #expect(navigator.selectedTab == .search)
        }
    }

    @Test("a sheet interactive only up through a smaller detent than it rests at covers the tab bar")
    func upThroughSmallerDetent() {
        let navigator = Navigator(TabState.threeTabs())
        let host = HeadlessHost(navigator: navigator)
        let options = SheetOptions(
            detents: [.medium, .large], selectedDetent: .large, backgroundInteraction: .enabledUpThrough(.medium))
        navigator.present(.picker, style: .sheet(options))
        host.settle()
        #expect(host.refusal { host.tapTab(.search) } == .covered)
    }
}
