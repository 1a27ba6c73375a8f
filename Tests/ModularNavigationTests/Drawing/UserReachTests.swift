import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// What the user can touch on a drawn state: the core rules every host gesture asks.
@Suite("What the user can reach on screen")
struct UserReachTests {
    @Test("a cover, a stack above the tabs or a sheet without background interaction keeps the tab bar out of reach")
    func tabBar() throws {
        var state = TabState.threeTabs()
        #expect(!state.isTabBarCovered)
        try state.perform(.present(.settings, .sheet(SheetOptions(backgroundInteraction: .enabled))))
        #expect(!state.isTabBarCovered)
        try state.perform(.present(.list, .inspector()))
        #expect(!state.isTabBarCovered)
        try state.perform(.present(.detail(1), .sheet()))
        #expect(state.isTabBarCovered, "SwiftUI's dimming behind the sheet takes the tap")
        #expect(!state.isFullScreenCovered)
        try state.perform(.present(.picker, .fullScreenCover))
        #expect(state.isTabBarCovered)
        #expect(state.isFullScreenCovered)

        var above = TabState.threeTabs()
        try above.perform(.showAboveTabs(.list))
        #expect(above.isTabBarCovered)
        #expect(!above.isFullScreenCovered)
    }

    @Test("the top layer is reached by its own dismiss gestures only, in either width")
    func dismissGestures() throws {
        var state = NavigationState<TestRoute, Never>(root: .home)
        #expect(state.topLayer(dismissedBy: .swipeDown) == nil)
        try state.perform(.present(.settings, .popover()))
        #expect(state.topLayer(dismissedBy: .tapOutside)?.stack.root.route == .settings)
        // In compact width the popover is a sheet, swiped down like one.
        #expect(state.topLayer(dismissedBy: .swipeDown)?.stack.root.route == .settings)
        try state.perform(.present(.list, .inspector()))
        #expect(state.topLayer(dismissedBy: .swipeDown)?.stack.root.route == .list)
        #expect(state.topLayer(dismissedBy: .tapOutside) == nil)
        try state.perform(.present(.picker, .fullScreenCover))
        #expect(state.topLayer(dismissedBy: .swipeDown) == nil)
        #expect(state.topLayer(dismissedBy: .tapOutside) == nil)
    }

    @Test("a sheet is dragged only to a detent it offers; a drag to where it rests selects nothing")
    func detents() throws {
        var state = NavigationState<TestRoute, Never>(root: .home)
        try state.perform(.present(.settings, .sheet(SheetOptions(detents: [.medium, .large]))))
        let resting = try #require(state.topSheet(draggableTo: .medium))
        #expect(resting.detent == nil)
        #expect(state.topSheet(draggableTo: .height(10)) == nil)
        #expect(state.topSheet(draggableTo: .large)?.layer.stack.root.route == .settings)
        try state.perform(.present(.list, .popover()))
        #expect(state.topSheet(draggableTo: .large) == nil)
    }

    @Test("a drag maps to a detent by where it draws: none where the sheet rests, else the first offered")
    func detentsThatDrawAlike() {
        let options = SheetOptions(detents: [.fraction(2), .fraction(1), .medium])
        #expect(options.detent(drawnAs: .fraction(1)) == nil)
        #expect(options.detent(drawnAs: .fraction(2)) == nil)
        #expect(options.detent(drawnAs: .medium) == .medium)
        #expect(options.detent(drawnAs: .large) == nil)
        var atMedium = options
        atMedium.selectedDetent = .medium
        #expect(atMedium.detent(drawnAs: .fraction(1)) == .fraction(2))
        #expect(atMedium.detent(drawnAs: .medium) == nil)
    }

    @Test("the host's drag to a detent that draws like the resting one changes nothing")
    @MainActor func hostDragToDetentDrawnAlike() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.fraction(2), .fraction(1)])))
        expectSettled(host)
        // The drag reaches the sheet (no misleading `.noSuchControl`) and selects nothing.
        let events = NavigationEventRecorder(navigator)
        #expect(host.dragSheet(to: .fraction(1)))
        expectSettled(host)
        #expect(events.events.isEmpty)
        #expect(navigator.current.presentations.first?.style.sheetOptions?.selectedDetent == nil)
    }

    @Test("the back button above the tabs shows on its root with nothing over it")
    func aboveTabsBack() throws {
        var state = TabState.threeTabs()
        #expect(state.aboveTabsBackRoot == nil)
        try state.perform(.showAboveTabs(.list))
        let root = try #require(state.aboveTabs?.root.id)
        #expect(state.aboveTabsBackRoot == root)
        try state.perform(.present(.settings, .sheet()))
        #expect(state.aboveTabsBackRoot == nil)
        try state.perform(.dismiss(try #require(state.presentations.last?.stack.root.id)))
        try state.perform(.push(.detail(1)))
        #expect(state.aboveTabsBackRoot == nil)
    }

    @Test("the content list shows in three columns with a sidebar selection")
    func contentList() throws {
        #expect(try SplitState(sidebar: .home, selection: nil, contentSelection: nil).shownContentList == nil)
        #expect(SplitState(sidebar: .home, selection: .list).shownContentList == nil)
        let three = try SplitState(sidebar: .home, selection: .list, contentSelection: nil)
        #expect(three.shownContentList?.split.selection == .list)
    }
}
