import Foundation
import ModularNavigation
import Testing

/// Archives written by earlier versions of the library, kept byte for byte.
///
/// Every one must keep restoring to the state that wrote it. Formats 1 and 2 write an
/// object per screen; ``tabsAfterPopsFormat3Archive`` is today's layout.
///
/// Each case names the state that wrote it; ``ArchiveFixtureTests`` restores the bytes
/// and compares.
enum ArchiveFixtures {
    /// The routes an app saved under schema 1, before it renamed `item` to `detail`.
    enum LegacyRoute: Hashable, Codable, Sendable {
        case home, list
        case item(Int)
        case promo
    }

    /// Schema 1's routes read as today's; the promo screen is gone.
    static let migration = RouteMigration<TestRoute>.decoding(LegacyRoute.self) { old, _ in
        switch old {
        case .home: .home
        case .list: .list
        case .item(let id): .detail(id)
        case .promo: nil
        }
    }

    /// One stack with a sheet whose detents are numbers, a popover anchored to a
    /// rectangle over it, and a cover on top.
    static var stackWithLayers: StackState {
        var state = StackState(root: .home)
        let sheet = SheetOptions(
            detents: [.fraction(0.25), .height(320), .medium], selectedDetent: .height(320),
            dragIndicator: .visible, backgroundInteraction: .enabled, cornerRadius: 12)
        Fixtures.perform(
            &state, .push(.list), .present(.settings, .sheet(sheet)), .push(.detail(4)),
            .present(
                .picker,
                .popover(
                    PopoverOptions(attachmentAnchor: .rect(x: 10, y: 20.5, width: 30, height: 40), arrowEdge: .leading))
            ),
            .present(.list, .fullScreenCover))
        return state
    }

    /// The same as ``stackWithLayers`` with an alert open over the cover: alerts are
    /// transient, so the archive is the one without it.
    static var stackWithDialog: StackState {
        var state = stackWithLayers
        Fixtures.perform(
            &state,
            .presentDialog(
                NavigationDialog<AnyHashableSendable>.alert(
                    "Delete?", buttons: [DialogButton("OK", action: AnyHashableSendable(1))])))
        return state
    }

    /// Three tabs with history in two and a popover anchored to a point over the selected one.
    static var tabs: TabState {
        var state = TabState.threeTabs()
        Fixtures.perform(
            &state, .push(.list), .selectTab(.profile), .push(.detail(2)), .push(.settings),
            .present(.picker, .popover(PopoverOptions(attachmentAnchor: .point(x: 1, y: 0)))))
        return state
    }

    /// Tabs with a stack above them, two screens deep, and a sheet hung off it.
    static var tabsWithAbove: TabState {
        var state = TabState.threeTabs(selected: .search)
        Fixtures.perform(
            &state, .push(.detail(7)), .showAboveTabs(.picker), .push(.settings),
            .present(.list, .sheet(SheetOptions(detents: [.medium, .large]))))
        return state
    }

    /// Tabs after pushes and pops, so that stacks hold identities with gaps, and a sheet
    /// with an id that replaces itself, covered by a second sheet.
    static var tabsAfterPops: TabState {
        var state = TabState.threeTabs()
        let compose = SheetOptions(detents: [.medium], id: "compose", replacesExisting: true)
        Fixtures.perform(
            &state, .push(.list), .push(.detail(1)), .pop(count: 1), .push(.detail(2)), .selectTab(.search),
            .push(.settings), .pop(count: 1), .push(.detail(3)), .push(.list), .selectTab(.home),
            .present(.settings, .sheet(compose)), .push(.detail(4)), .present(.picker, .sheet()))
        return state
    }

    /// Two columns, a detail stack and a popover over it.
    static var twoColumns: SplitState {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        Fixtures.perform(&state, .present(.picker, .popover()), .push(.home))
        return state
    }

    /// Three columns with a content selection, a detail stack and a sheet.
    static var threeColumns: SplitState {
        var state = SplitFixtures.threeColumnFallback
        Fixtures.perform(
            &state, .selectSidebar(.list), .selectContent(.detail(3)), .push(.settings),
            .present(.picker, .sheet(SheetOptions(detents: [.fraction(0.5)]))))
        return state
    }

    /// Tabs saved under schema 1 with the legacy routes.
    static func legacyTabs() throws -> NavigationState<LegacyRoute, TestTab> {
        var state = try NavigationState<LegacyRoute, TestTab>(selectedTab: .home) { _ in .home }
        for action: NavigationAction<LegacyRoute, TestTab> in [
            .push(.item(5)), .push(.list), .selectTab(.search), .push(.item(9)), .push(.promo), .push(.list),
        ] {
            try state.perform(action)
        }
        return state
    }
}

extension ArchiveFixtures {
    /// The archive of ``stackWithLayers``, format 1.
    static let stackWithLayersArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":6,"presentations":[{"stack":{"path":[{"id":3,"route":{"detail":{"_0":4}}}],"root":{"id":2,"route":{"settings":{}}}},"style":{"sheet":{"_0":{"backgroundInteraction":{"enabled":{}},"cornerRadius":12,"detents":[{"fraction":{"_0":0.25}},{"height":{"_0":320}},{"medium":{}}],"dragIndicator":"visible","interactiveDismissDisabled":false,"selectedDetent":{"height":{"_0":320}}}}}},{"stack":{"path":[],"root":{"id":4,"route":{"picker":{}}}},"style":{"popover":{"_0":{"arrowEdge":"leading","attachmentAnchor":{"rect":{"height":40,"width":30,"x":10,"y":20.5}}}}}},{"stack":{"path":[],"root":{"id":5,"route":{"list":{}}}},"style":{"fullScreenCover":{}}}],"stack":{"path":[{"id":1,"route":{"list":{}}}],"root":{"id":0,"route":{"home":{}}}}}}"#

    /// The archive of ``stackWithDialog``: the alert is not saved, its identity is.
    static let stackWithDialogArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":7,"presentations":[{"stack":{"path":[{"id":3,"route":{"detail":{"_0":4}}}],"root":{"id":2,"route":{"settings":{}}}},"style":{"sheet":{"_0":{"backgroundInteraction":{"enabled":{}},"cornerRadius":12,"detents":[{"fraction":{"_0":0.25}},{"height":{"_0":320}},{"medium":{}}],"dragIndicator":"visible","interactiveDismissDisabled":false,"selectedDetent":{"height":{"_0":320}}}}}},{"stack":{"path":[],"root":{"id":4,"route":{"picker":{}}}},"style":{"popover":{"_0":{"arrowEdge":"leading","attachmentAnchor":{"rect":{"height":40,"width":30,"x":10,"y":20.5}}}}}},{"stack":{"path":[],"root":{"id":5,"route":{"list":{}}}},"style":{"fullScreenCover":{}}}],"stack":{"path":[{"id":1,"route":{"list":{}}}],"root":{"id":0,"route":{"home":{}}}}}}"#

    /// The archive of ``tabs``, format 1.
    static let tabsArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":7,"presentations":[{"stack":{"path":[],"root":{"id":6,"route":{"picker":{}}}},"style":{"popover":{"_0":{"arrowEdge":"top","attachmentAnchor":{"point":{"x":1,"y":0}}}}}}],"tabs":{"items":[{"stack":{"path":[{"id":3,"route":{"list":{}}}],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},{"stack":{"path":[],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},{"stack":{"path":[{"id":4,"route":{"detail":{"_0":2}}},{"id":5,"route":{"settings":{}}}],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":2}}}"#

    /// The archive of ``tabsWithAbove``, format 1 with its optional `above` field.
    static let tabsWithAboveArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":7,"presentations":[{"stack":{"path":[],"root":{"id":6,"route":{"list":{}}}},"style":{"sheet":{"_0":{"detents":[{"medium":{}},{"large":{}}],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}],"tabs":{"above":{"path":[{"id":5,"route":{"settings":{}}}],"root":{"id":4,"route":{"picker":{}}}},"items":[{"stack":{"path":[],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},{"stack":{"path":[{"id":3,"route":{"detail":{"_0":7}}}],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},{"stack":{"path":[],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":1}}}"#

    /// The archive of ``tabsAfterPops``, format 1: the last layout before stacks were
    /// written as two lists, as the writer of that layout (``ReferenceArchive``, whose
    /// bytes the library's writer matched for every state until then) gives it.
    static let tabsAfterPopsArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":12,"presentations":[{"stack":{"path":[{"id":10,"route":{"detail":{"_0":4}}}],"root":{"id":9,"route":{"settings":{}}}},"style":{"sheet":{"_0":{"detents":[{"medium":{}}],"dragIndicator":"automatic","id":"compose","interactiveDismissDisabled":false,"whenAlreadyPresented":"replace"}}}},{"stack":{"path":[],"root":{"id":11,"route":{"picker":{}}}},"style":{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}],"tabs":{"items":[{"stack":{"path":[{"id":3,"route":{"list":{}}},{"id":5,"route":{"detail":{"_0":2}}}],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},{"stack":{"path":[{"id":7,"route":{"detail":{"_0":3}}},{"id":8,"route":{"list":{}}}],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},{"stack":{"path":[],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":0}}}"#

    /// The archive of ``tabsAfterPops``, format 3: each stack as two lists.
    static let tabsAfterPopsFormat3Archive =
        #"{"formatVersion":3,"schemaVersion":1,"state":{"nextID":12,"presentations":[{"stack":{"ids":[9,10],"routes":[{"settings":{}},{"detail":{"_0":4}}]},"style":{"sheet":{"_0":{"detents":[{"medium":{}}],"dragIndicator":"automatic","id":"compose","interactiveDismissDisabled":false,"whenAlreadyPresented":"replace"}}}},{"stack":{"ids":[11],"routes":[{"picker":{}}]},"style":{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}],"tabs":{"items":[{"stack":{"ids":[0,3,5],"routes":[{"home":{}},{"list":{}},{"detail":{"_0":2}}]},"tab":"home"},{"stack":{"ids":[1,7,8],"routes":[{"home":{}},{"detail":{"_0":3}},{"list":{}}]},"tab":"search"},{"stack":{"ids":[2],"routes":[{"home":{}}]},"tab":"profile"}],"selectedIndex":0}}}"#

    /// The archive of ``tabsAfterPops``, format 5: each stack as two lists, the
    /// identities as runs.
    static let tabsAfterPopsFormat5Archive =
        #"{"formatVersion":5,"schemaVersion":1,"state":{"nextID":12,"presentations":[{"stack":{"ids":[9,-1],"routes":[{"settings":{}},{"detail":{"_0":4}}]},"style":{"sheet":{"_0":{"detents":[{"medium":{}}],"dragIndicator":"automatic","id":"compose","interactiveDismissDisabled":false,"whenAlreadyPresented":"replace"}}}},{"stack":{"ids":[11],"routes":[{"picker":{}}]},"style":{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}],"tabs":{"items":[{"stack":{"ids":[0,3,5],"routes":[{"home":{}},{"list":{}},{"detail":{"_0":2}}]},"tab":"home"},{"stack":{"ids":[1,7,-1],"routes":[{"home":{}},{"detail":{"_0":3}},{"list":{}}]},"tab":"search"},{"stack":{"ids":[2],"routes":[{"home":{}}]},"tab":"profile"}],"selectedIndex":0}}}"#

    /// The archive of ``twoColumns``, format 2.
    static let twoColumnsArchive =
        #"{"formatVersion":2,"schemaVersion":1,"state":{"base":{"split":{"_0":{"detail":{"path":[{"id":2,"route":{"settings":{}}}],"root":{"id":1,"route":{"detail":{"_0":1}}}},"hasContentColumn":false,"selection":{"detail":{"_0":1}},"sidebar":{"path":[],"root":{"id":0,"route":{"list":{}}}}}}},"nextID":5,"presentations":[{"stack":{"path":[{"id":4,"route":{"home":{}}}],"root":{"id":3,"route":{"picker":{}}}},"style":{"popover":{"_0":{"arrowEdge":"top","attachmentAnchor":{"bounds":{}}}}}}]}}"#

    /// The archive of ``threeColumns``, format 2.
    static let threeColumnsArchive =
        #"{"formatVersion":2,"schemaVersion":1,"state":{"base":{"split":{"_0":{"contentSelection":{"detail":{"_0":3}},"detail":{"path":[{"id":2,"route":{"settings":{}}}],"root":{"id":1,"route":{"detail":{"_0":3}}}},"hasContentColumn":true,"selection":{"list":{}},"sidebar":{"path":[],"root":{"id":0,"route":{"home":{}}}}}}},"nextID":4,"presentations":[{"stack":{"path":[],"root":{"id":3,"route":{"picker":{}}}},"style":{"sheet":{"_0":{"detents":[{"fraction":{"_0":0.5}}],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}]}}"#

    /// The archive of ``legacyTabs()`` under schema 1, with routes of ``LegacyRoute``.
    static let legacyTabsArchive =
        #"{"formatVersion":1,"schemaVersion":1,"state":{"nextID":8,"presentations":[],"tabs":{"items":[{"stack":{"path":[{"id":3,"route":{"item":{"_0":5}}},{"id":4,"route":{"list":{}}}],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},{"stack":{"path":[{"id":5,"route":{"item":{"_0":9}}},{"id":6,"route":{"promo":{}}},{"id":7,"route":{"list":{}}}],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},{"stack":{"path":[],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":1}}}"#

    /// The archive of ``tabs`` under schema 2.
    static let tabsSchema2Archive =
        #"{"formatVersion":1,"schemaVersion":2,"state":{"nextID":7,"presentations":[{"stack":{"path":[],"root":{"id":6,"route":{"picker":{}}}},"style":{"popover":{"_0":{"arrowEdge":"top","attachmentAnchor":{"point":{"x":1,"y":0}}}}}}],"tabs":{"items":[{"stack":{"path":[{"id":3,"route":{"list":{}}}],"root":{"id":0,"route":{"home":{}}}},"tab":"home"},{"stack":{"path":[],"root":{"id":1,"route":{"home":{}}}},"tab":"search"},{"stack":{"path":[{"id":4,"route":{"detail":{"_0":2}}},{"id":5,"route":{"settings":{}}}],"root":{"id":2,"route":{"home":{}}}},"tab":"profile"}],"selectedIndex":2}}}"#

    /// Two windows of `ShopRoute` (one stack; one with a sheet, frontmost) in one list.
    static let windowsArchive =
        #"{"format":1,"frontmost":"00000000-0000-0000-0000-000000000002","windows":[{"archive":"eyJmb3JtYXRWZXJzaW9uIjoxLCJzY2hlbWFWZXJzaW9uIjoxLCJzdGF0ZSI6eyJuZXh0SUQiOjIsInByZXNlbnRhdGlvbnMiOltdLCJzdGFjayI6eyJwYXRoIjpbeyJpZCI6MSwicm91dGUiOnsicHJvZHVjdCI6eyJfMCI6MX19fV0sInJvb3QiOnsiaWQiOjAsInJvdXRlIjp7ImhvbWUiOnt9fX19fX0=","id":"00000000-0000-0000-0000-000000000001"},{"archive":"eyJmb3JtYXRWZXJzaW9uIjoxLCJzY2hlbWFWZXJzaW9uIjoxLCJzdGF0ZSI6eyJuZXh0SUQiOjIsInByZXNlbnRhdGlvbnMiOlt7InN0YWNrIjp7InBhdGgiOltdLCJyb290Ijp7ImlkIjoxLCJyb3V0ZSI6eyJjYXJ0Ijp7fX19fSwic3R5bGUiOnsic2hlZXQiOnsiXzAiOnsiZGV0ZW50cyI6W10sImRyYWdJbmRpY2F0b3IiOiJhdXRvbWF0aWMiLCJpbnRlcmFjdGl2ZURpc21pc3NEaXNhYmxlZCI6ZmFsc2V9fX19XSwic3RhY2siOnsicGF0aCI6W10sInJvb3QiOnsiaWQiOjAsInJvdXRlIjp7ImFjY291bnQiOnt9fX19fX0=","id":"00000000-0000-0000-0000-000000000002"}]}"#
}
