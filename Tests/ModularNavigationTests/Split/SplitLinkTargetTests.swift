import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@MainActor
@Suite("Split view link targets name every column")
struct SplitLinkTargetTests {
    /// Home in the sidebar, the list selected in it, three columns.
    private func threeColumns(content: TestRoute? = nil, detailPath: [TestRoute] = []) throws -> SplitState {
        try SplitState(sidebar: .home, selection: .list, contentSelection: content, detailPath: detailPath)
    }

    @Test("in three columns a link selects the sidebar item, the content item and the detail path, keeping the sidebar")
    func threeColumnLinkSelectsEachColumn() throws {
        var state = try threeColumns()
        try state.navigate(to: .split(selecting: .list, content: .detail(3), path: [.settings]))
        #expect(state.split?.sidebar.root.route == .home)
        #expect(state.split?.selection == .list)
        #expect(state.split?.contentSelection == .detail(3))
        #expect(state.stack(at: .detail)?.entries.map(\.route) == [.detail(3), .settings])
    }

    @Test("in three columns a link with only a sidebar item clears the content, never replacing the sidebar's root")
    func threeColumnSidebarOnlyLink() throws {
        var state = try threeColumns(content: .detail(1), detailPath: [.settings])
        try state.navigate(to: .split(selecting: .picker))
        #expect(state.split?.sidebar.root.route == .home)
        #expect(state.split?.selection == .picker)
        #expect(state.split?.contentSelection == nil)
        #expect(state.stack(at: .detail) == nil)
    }

    @Test("a link to a split with nothing selected shows the sidebar alone, in two and three columns")
    func linkWithNothingSelected() throws {
        var two = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        try two.navigate(to: .split(selecting: nil))
        #expect(two.split?.selection == nil)
        #expect(two.stack(at: .detail) == nil)
        #expect(two.topStack.root.route == .list)

        var three = try threeColumns(content: .detail(1))
        try three.navigate(to: .split(selecting: nil))
        #expect(three.split?.selection == nil)
        #expect(three.split?.contentSelection == nil)
    }

    @Test("a content item in two columns, or a path with nothing selected to show it, is refused and changes nothing")
    func impossibleColumnsAreRefused() throws {
        let two = SplitState(sidebar: .list, selection: .detail(1))
        var changed = two
        #expect(throws: NavigationError.notSplit) {
            try changed.navigate(to: .split(selecting: .detail(1), content: .detail(2)))
        }
        #expect(throws: NavigationError.unknownStack) {
            try changed.navigate(to: .split(selecting: nil, path: [.settings]))
        }
        #expect(changed == two)

        let three = try threeColumns()
        changed = three
        #expect(throws: NavigationError.unknownStack) {
            try changed.navigate(to: .split(selecting: .list, path: [.settings]))
        }
        #expect(changed == three)

        var stack = StackState(root: .home)
        #expect(throws: NavigationError.notSplit) { try stack.navigate(to: .split(selecting: .list)) }
    }

    @Test("a three-column link opened through the navigator is drawn column by column by the host")
    func threeColumnLinkThroughTheHost() throws {
        let navigator = Navigator(try threeColumns())
        navigator.deepLinks = try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/lists/:id(int)") { parameters in
                .split(selecting: .list, content: .detail(try parameters.int("id")), path: [.settings])
            }
        }
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        #expect(navigator.open(try #require(URL(string: "t://lists/4"))) == .opened)
        expectSettled(
            host,
            "sidebar (selected: list)\n  #0 home\ncontent (selected: detail(4))\ndetail\n  #1 detail(4)\n  #2 settings")
    }
}
