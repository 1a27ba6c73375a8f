import Foundation
import ModularNavigationTesting
import Testing

@testable import ModularNavigation

/// A flow that minimizes (issue 45, item 3): a call presented over the app shrinks to an
/// overlay, the tabs stay usable under it, and it expands again with its screens,
/// identities and objects.
@MainActor
@Suite("A flow that minimizes")
struct MinimizedFlowTests {
    /// Three tabs with a call presented over the app, a screen pushed in it.
    static var calling: TabState {
        var state = TabState.threeTabs()
        Fixtures.perform(&state, .present(.settings, .fullScreenCover, placement: .overApp), .push(.detail(1)))
        return state
    }

    @Test("minimize moves the flow out of the chain with its screens; expand brings it back as it was")
    func minimizeAndExpand() throws {
        var state = Self.calling
        let call = state.presentations[0]
        let events = try state.perform(.minimize())
        #expect(
            events == [
                .minimized(call.stack.root, style: .fullScreenCover), .screenShown(state.topScreen, at: .tab(.home)),
            ])
        #expect(state.presentations.isEmpty && state.minimized == call)
        #expect(state.position(of: call.stack.top.id)?.location == .minimized)
        #expect(state.treeDescription.hasSuffix("minimized fullScreenCover\n  #3 settings\n  #4 detail(1)"))
        // The app under it is usable: another tab, a sheet from it, pushes.
        try state.perform(.selectTab(.search))
        try state.perform(.present(.picker, .sheet(), from: state.topScreen.id))
        #expect(throws: NavigationError.overAppUnavailable) { try state.perform(.expand) }
        try state.perform(.dismissPresentation)
        try state.perform(.expand)
        #expect(state.presentations == [call] && state.minimized == nil)
        #expect(state.presenterLocation(ofLevel: 1) == .tab(.search))
    }

    @Test("minimize and expand are refused, typed, when they cannot apply, and change nothing")
    func refusals() throws {
        var plain = TabState.threeTabs()
        #expect(throws: NavigationError.nothingToMinimize) { try plain.perform(.minimize()) }
        #expect(throws: NavigationError.nothingToExpand) { try plain.perform(.expand) }
        try plain.perform(.present(.settings, .sheet()))
        #expect(throws: NavigationError.nothingToMinimize) { try plain.perform(.minimize()) }

        var covered = Self.calling
        try covered.perform(.present(.picker, .sheet()))
        let before = covered
        #expect(throws: NavigationError.nothingToMinimize) { try covered.perform(.minimize()) }
        #expect(covered == before)

        var twice = Self.calling
        try twice.perform(.minimize())
        try twice.perform(.present(.list, .sheet(), placement: .overApp))
        #expect(throws: NavigationError.alreadyMinimized) { try twice.perform(.minimize()) }
    }

    @Test("the minimized flow's screens act on their own stack, may not present, and close the flow")
    func screensOfTheMinimizedFlow() throws {
        var state = Self.calling
        try state.perform(.minimize())
        let call = try #require(state.minimized).stack
        try state.perform(.push(.list, from: call.top.id))
        #expect(state.minimized?.stack.depth == 2)
        #expect(throws: NavigationError.screenCovered(call.root.id)) {
            try state.perform(.present(.picker, .sheet(), from: call.root.id))
        }
        #expect(state.mode(ofScreenAt: .minimized, index: 0) == .fullScreenCover)
        let events = try state.perform(.close(call.top.id))
        #expect(events.first == .dismissed(call.root, style: .fullScreenCover, at: .minimized))
        #expect(state.minimized == nil && !state.contains(call.root.id))
    }

    @Test("the navigator keeps the minimized flow's screen objects and releases them when it closes")
    func screenObjectsStay() throws {
        let navigator = Navigator(Self.calling)
        let root = navigator.state.presentations[0].stack.root.id
        let model = navigator.screenObject(for: root) { NSObject() }
        #expect(navigator.perform(.minimize()))
        #expect(navigator.perform(.selectTab(.profile)))
        #expect(navigator.perform(.expand))
        #expect(navigator.screenObject(for: root) { NSObject() } === model)
        #expect(navigator.perform(.minimize()))
        #expect(navigator.perform(.close(root)))
        #expect(navigator.screenObject(for: root) { NSObject() } !== model)
    }

    @Test("a screen of the flow minimizes it through its client; a second call is refused and reported")
    func clientMinimizes() {
        let navigator = Navigator(Self.calling)
        let events = NavigationEventRecorder(navigator)
        let top = navigator.state.topScreen.id
        navigator.client(for: top).minimize()
        #expect(navigator.state.minimized?.stack.top.id == top)
        navigator.client(for: top).minimize()
        #expect(events.events.last == .refused(.minimize(top), .nothingToMinimize))
    }

    @Test("a minimized flow saves and restores; a hostile one is dropped and reported")
    func savesAndRepairs() throws {
        var state = Self.calling
        try state.perform(.minimize())
        #expect(try JSONDecoder().decode(TabState.self, from: try JSONEncoder().encode(state)) == state)
        let archive = try state.archived(schemaVersion: Fixtures.schema)
        let report = TabState.restore(from: archive, schemaVersion: Fixtures.schema, fallback: Fixtures.tabFallback)
        #expect(report.issues.isEmpty && report.state == state)

        // A minimized popover, as no action makes one.
        var hostile = state
        let call = try #require(state.minimized).stack
        hostile.minimized = NavigationPresentation(style: .popover(), stack: call, placement: .overApp)
        #expect(throws: NavigationError.overAppUnavailable) {
            try TabState.threeTabs().performing(.replaceState(hostile))
        }
        let repaired = TabState.restore(
            from: try hostile.archived(schemaVersion: Fixtures.schema), schemaVersion: Fixtures.schema,
            fallback: Fixtures.tabFallback)
        #expect(repaired.issues == [.minimizedFlowDropped])
        #expect(repaired.state.minimized == nil && repaired.state.base == state.base)
    }
}

extension NavigationState {
    /// The state after an action, for a refusal expected of a state built inline.
    fileprivate func performing(_ action: NavigationAction<Route, Tab>) throws(NavigationError) -> Self {
        var copy = self
        try copy.perform(action)
        return copy
    }
}
