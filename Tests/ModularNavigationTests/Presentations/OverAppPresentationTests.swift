import Foundation
import ModularNavigationTesting
import Testing

@testable import ModularNavigation

/// A presentation over the whole app (issue 45, item 3): it covers the tab bar and stays
/// up, with its draft, while the app selects another tab and pushes beneath it.
@MainActor
@Suite("A presentation over the whole app")
struct OverAppPresentationTests {
    /// Three tabs with a composer sheet presented over the app from the home tab.
    static var composing: TabState {
        var state = TabState.threeTabs()
        Fixtures.perform(&state, .present(.settings, .sheet(), placement: .overApp), .push(.list))
        return state
    }

    @Test("the layer over the app stays while code selects another tab and pushes beneath it")
    func staysAcrossTabs() throws {
        var state = Self.composing
        let composer = state.presentations[0].stack
        let events = try state.perform(.selectTab(.search))
        #expect(events == [.tabSelected(.search, previous: .home)])
        try state.perform(.push(.detail(7), from: state.stack(at: .tab(.search))?.top.id))
        #expect(state.presentations.map(\.stack) == [composer])
        #expect(state.presentations[0].placement == .overApp)
        #expect(state.presenterLocation(ofLevel: 1) == .tab(.search))
        #expect(
            state.treeDescription
                == "tab home\n  #0 home\ntab search (selected)\n  #1 home\n  #5 detail(7)\n"
                + "  sheet (over the app)\n    #3 settings\n    #4 list\ntab profile\n  #2 home")
    }

    @Test("a layer over its presenter goes with its tab, as before")
    func layerOfATabGoes() throws {
        var state = TabState.threeTabs()
        try state.perform(.present(.settings, .sheet()))
        try state.perform(.selectTab(.search))
        #expect(state.presentations.isEmpty)
    }

    @Test("the layer over the app stays under a split selection, a flow above the tabs and a tab edit")
    func staysAcrossBaseChanges() throws {
        var state = Self.composing
        let chain = state.presentations
        try state.perform(.showAboveTabs(.picker))
        #expect(state.presentations == chain)
        try state.perform(.dismissAboveTabs)
        try state.perform(.removeTab(.home))
        #expect(state.presentations == chain)
        try state.perform(.dismissAllPresentations)
        #expect(state.presentations.isEmpty)
    }

    @Test("over the app only as the first layer, and only a sheet or a cover; refusals change nothing")
    func whereItMayGo() throws {
        var state = TabState.threeTabs()
        for style in [PresentationStyle.popover(), .inspector()] {
            #expect(throws: NavigationError.overAppUnavailable) {
                try state.perform(.present(.settings, style, placement: .overApp))
            }
        }
        try state.perform(.present(.settings, .sheet()))
        let before = state
        #expect(throws: NavigationError.overAppUnavailable) {
            try state.perform(.present(.picker, .fullScreenCover, placement: .overApp))
        }
        #expect(state == before)
        // A sheet of an id that replaces the first layer takes its place there.
        var editing = TabState.threeTabs()
        let options = SheetOptions(id: "composer", replacesExisting: true)
        try editing.perform(.present(.settings, .sheet(options)))
        try editing.perform(.present(.list, .sheet(options), placement: .overApp))
        #expect(editing.presentations.map(\.placement) == [.overApp])
    }

    @Test("what the layer over the app presents stays with it; a guard and the log see the placement")
    func chainAndEvents() throws {
        let navigator = Navigator(TabState.threeTabs())
        let events = NavigationEventRecorder(navigator)
        navigator.present(.settings, style: .fullScreenCover, placement: .overApp)
        navigator.perform(.present(.picker, .sheet()))
        navigator.selectTab(.profile)
        #expect(navigator.state.presentations.count == 2)
        #expect(navigator.state.presenterLocation(ofLevel: 2) == .presented(1))
        #expect(
            NavigationAction<TestRoute, TestTab>.present(.settings, .fullScreenCover, placement: .overApp).description
                == "present settings as fullScreenCover over the app")
        #expect(events.events.contains(.tabSelected(.profile, previous: .home)))
    }
}

extension OverAppPresentationTests {
    @Test("a dialog of the tab under the layer over the app closes when that tab leaves the screen")
    func dialogOfTheTabUnder() throws {
        var state = Self.composing
        let tabScreen = try #require(state.stack(at: .tab(.home))).top.id
        let saved = NavigationDialog<AnyHashableSendable>(style: .alert, title: "Draft saved", buttons: [])
        try state.perform(.presentDialog(saved, from: tabScreen))
        #expect(state.dialog?.screen == tabScreen)
        let events = try state.perform(.selectTab(.search))
        #expect(state.dialog == nil)
        #expect(events.contains { if case .dialogDismissed = $0 { true } else { false } })
        #expect(state.presentations.count == 1)
    }

    @Test("Codable and the archive keep the placement; states without it encode as before")
    func savesAndRestores() throws {
        let state = Self.composing
        let decoded = try JSONDecoder().decode(TabState.self, from: try JSONEncoder().encode(state))
        #expect(decoded == state)
        let report = TabState.restore(
            from: try state.archived(schemaVersion: Fixtures.schema), schemaVersion: Fixtures.schema,
            fallback: Fixtures.tabFallback)
        #expect(report.issues.isEmpty)
        #expect(report.state == state)
        let plain = String(decoding: try JSONEncoder().encode(TabState.threeTabs()), as: UTF8.self)
        #expect(!plain.contains("placement") && !plain.contains("minimized"))
    }

    /// The composer with a sheet over it that claims to be over the app too, as no action
    /// makes it: built from the state's parts, as a hostile archive would hold it.
    static var misplaced: TabState {
        var state = composing
        Fixtures.perform(&state, .present(.picker, .sheet()))
        var presentations = state.presentations
        presentations[1] = NavigationPresentation(
            style: .sheet(), stack: presentations[1].stack, placement: .overApp)
        state.presentations = presentations
        return state
    }

    @Test("a whole state with a layer over the app above the first is refused on every path from outside")
    func wholeStatesRefused() throws {
        for action in [NavigationAction<TestRoute, TestTab>.replaceState(Self.misplaced), .adopt(Self.misplaced)] {
            var state = TabState.threeTabs()
            #expect(throws: NavigationError.overAppUnavailable) { try state.perform(action) }
            #expect(state == TabState.threeTabs())
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TabState.self, from: try JSONEncoder().encode(Self.misplaced))
        }
    }

    @Test("a restore keeps a misplaced layer over its presenter and reports it")
    func restoreRepairs() throws {
        let archive = try Self.misplaced.archived(schemaVersion: Fixtures.schema)
        let report = TabState.restore(from: archive, schemaVersion: Fixtures.schema, fallback: Fixtures.tabFallback)
        #expect(report.outcome == .repaired)
        #expect(report.issues == [.placementReset(level: 2)])
        #expect(report.state.presentations.map(\.placement) == [.overApp, .overPresenter])
        #expect(report.state.presentations.map(\.stack) == Self.misplaced.presentations.map(\.stack))
    }
}
