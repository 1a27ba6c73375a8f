import ModularNavigation
import Testing

/// The table of "Adaptive layouts": who may present what, from where, in every layout.
@Suite("Who may present what, from where")
struct WhoMayPresentTests {
    /// One row: a screen somewhere in a layout, and whether it may present a layer, a
    /// dialog and a stack above the tabs.
    struct Row: Sendable, CustomTestStringConvertible {
        let screen: String
        let layer: Bool
        let dialog: Bool
        let aboveTabs: Bool
        let outcomes: @Sendable () throws -> [PresentingKind: Bool]
        /// Whether the actions that present each kind from the screen apply.
        let actions: @Sendable () throws -> [PresentingKind: Bool]

        var testDescription: String { screen }

        init(
            _ screen: String, layer: Bool, dialog: Bool, aboveTabs: Bool,
            _ make: @escaping @Sendable () throws -> (NavigationState<TestRoute, TestTab>, EntryID)
        ) {
            self.screen = screen
            self.layer = layer
            self.dialog = dialog
            self.aboveTabs = aboveTabs
            outcomes = {
                let (state, id) = try make()
                return Dictionary(
                    uniqueKeysWithValues: PresentingKind.allCases.map { kind in
                        (kind, (try? state.checkMayPresent(kind, from: id)) != nil)
                    })
            }
            actions = {
                let (state, id) = try make()
                return WhoMayPresentTests.actionOutcomes(state, from: id)
            }
        }

        init(
            split screen: String, layer: Bool, dialog: Bool, aboveTabs: Bool,
            _ make: @escaping @Sendable () throws -> (NavigationState<TestRoute, Never>, EntryID)
        ) {
            self.screen = screen
            self.layer = layer
            self.dialog = dialog
            self.aboveTabs = aboveTabs
            outcomes = {
                let (state, id) = try make()
                return Dictionary(
                    uniqueKeysWithValues: PresentingKind.allCases.map { kind in
                        (kind, (try? state.checkMayPresent(kind, from: id)) != nil)
                    })
            }
            actions = {
                let (state, id) = try make()
                return WhoMayPresentTests.actionOutcomes(state, from: id)
            }
        }
    }

    /// Whether presenting each kind from a screen applies, through the actions.
    static func actionOutcomes<Tab>(
        _ state: NavigationState<TestRoute, Tab>,
        from id: EntryID
    ) -> [PresentingKind: Bool] {
        let actions: [PresentingKind: NavigationAction<TestRoute, Tab>] = [
            .layer: .present(.picker, .sheet(), from: id),
            .dialog: .presentDialog(NavigationDialog.deleteDraft.erased, from: id),
            .aboveTabs: .showAboveTabs(.picker, from: id),
        ]
        return actions.mapValues { action in
            var changed = state
            return (try? changed.perform(action)) != nil
        }
    }

    static let table: [Row] = [
        Row("the selected tab's top screen", layer: true, dialog: true, aboveTabs: true) {
            let state = TabState.threeTabs()
            return (state, state.topStack.top.id)
        },
        Row("a background tab's screen", layer: false, dialog: false, aboveTabs: false) {
            let state = TabState.threeTabs()
            return (state, try #require(state.stack(at: .tab(.search))?.root.id))
        },
        Row("a screen under a sheet", layer: false, dialog: true, aboveTabs: false) {
            var state = TabState.threeTabs()
            let covered = state.topStack.top.id
            try state.perform(.present(.settings, .sheet()))
            return (state, covered)
        },
        Row("the top of a sheet", layer: true, dialog: true, aboveTabs: true) {
            var state = TabState.threeTabs()
            try state.perform(.present(.settings, .sheet()))
            return (state, state.topStack.top.id)
        },
        Row("a screen in the stack above the tabs", layer: true, dialog: true, aboveTabs: true) {
            var state = TabState.threeTabs()
            try state.perform(.showAboveTabs(.picker))
            return (state, state.topStack.top.id)
        },
        Row("the selected tab under the stack above the tabs", layer: false, dialog: false, aboveTabs: false) {
            var state = TabState.threeTabs()
            let covered = state.topStack.top.id
            try state.perform(.showAboveTabs(.picker))
            return (state, covered)
        },
        Row(split: "a single stack's top screen", layer: true, dialog: true, aboveTabs: true) {
            let state = SplitState(root: .home, path: [.list])
            return (state, state.topStack.top.id)
        },
        Row(split: "a single stack's screen under a sheet", layer: false, dialog: true, aboveTabs: false) {
            var state = SplitState(root: .home, path: [.list])
            let covered = state.topStack.top.id
            try state.perform(.present(.settings, .sheet()))
            return (state, covered)
        },
        Row(split: "a split view's sidebar, nothing presented", layer: true, dialog: true, aboveTabs: true) {
            let state = SplitState(sidebar: .list, selection: .detail(1))
            return (state, try #require(state.stack(at: .sidebar)?.root.id))
        },
        Row(split: "a split view's detail", layer: true, dialog: true, aboveTabs: true) {
            let state = SplitState(sidebar: .list, selection: .detail(1))
            return (state, try #require(state.stack(at: .detail)?.root.id))
        },
        Row(split: "a split view's sidebar under a sheet", layer: false, dialog: true, aboveTabs: false) {
            var state = SplitState(sidebar: .list, selection: .detail(1))
            try state.perform(.present(.settings, .sheet()))
            return (state, try #require(state.stack(at: .sidebar)?.root.id))
        },
        Row(split: "a split view's detail under a sheet", layer: false, dialog: true, aboveTabs: false) {
            var state = SplitState(sidebar: .list, selection: .detail(1))
            try state.perform(.present(.settings, .sheet()))
            return (state, try #require(state.stack(at: .detail)?.root.id))
        },
    ]

    @Test("each screen may present a layer, a dialog or a stack above the tabs as the table says", arguments: table)
    func row(_ row: Row) throws {
        let outcomes = try row.outcomes()
        #expect(outcomes[.layer] == row.layer, "a sheet, cover or popover")
        #expect(outcomes[.dialog] == row.dialog, "a dialog")
        #expect(outcomes[.aboveTabs] == row.aboveTabs, "a stack above the tabs")
    }

    @Test(
        "presenting from each screen applies exactly as the table says, whatever the layout (without tabs, a stack above the tabs is pushed)",
        arguments: table)
    func actionFollowsTable(_ row: Row) throws {
        let actions = try row.actions()
        #expect(actions[.layer] == row.layer, "present")
        #expect(actions[.dialog] == row.dialog, "presentDialog")
        #expect(actions[.aboveTabs] == row.aboveTabs, "showAboveTabs")
    }

    @Test("a background tab's screen cannot put a stack above the tabs over the sheet the user looks at")
    func backgroundTabKeepsTheSheet() throws {
        var state = TabState.threeTabs()
        let background = try #require(state.stack(at: .tab(.search))?.root.id)
        try state.perform(.present(.settings, .sheet()))
        let before = state
        #expect(throws: NavigationError.screenCovered(background)) {
            try state.perform(.showAboveTabs(.picker, from: background))
        }
        #expect(state == before)
    }

    @Test("a split view's sidebar screen may ask for a dialog and present a sheet")
    func sidebarPresents() throws {
        var state = SplitState(sidebar: .list, selection: .detail(1))
        let sidebar = try #require(state.stack(at: .sidebar)?.root.id)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: sidebar))
        #expect(state.dialog?.screen == sidebar)
        var other = SplitState(sidebar: .list, selection: .detail(1))
        try other.perform(.present(.settings, .sheet(), from: sidebar))
        #expect(other.presentations.map(\.stack.root.route) == [.settings])
    }
}
