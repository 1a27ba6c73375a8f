import Foundation
import ModularNavigation
import Testing

/// Every state the library accepts saves and restores: random reachable states of every
/// layout, with random finite numbers in their options and dialogs open, round-trip
/// through the `Codable` form and through the archive to an equal state.
@MainActor
@Suite("Persistence: every reachable state of every layout round-trips")
struct SaveAnyStatePropertyTests {
    static let seeds = 200

    enum Layout: CaseIterable {
        case stack, tabs, tabsWithAbove, twoColumns, threeColumns, splitInTab, threeColumnsInTab

        /// Whether a tab holds a split view, so the app's tabs differ from `.threeTabs()`.
        var hasSplitTab: Bool { self == .splitInTab || self == .threeColumnsInTab }
    }

    /// A style whose numbers are random finite values, odd ones included.
    static func randomStyle(using generator: inout SeededRandom) -> PresentationStyle {
        func number() -> Double {
            [0, -0.0, 1e-300, 1e300, 0.1 + 0.2, Double.random(in: -1e6...1e6, using: &generator)]
                .randomElement(using: &generator) ?? 0
        }
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let detents: [SheetDetent] = [.fraction(number()), .height(number()), .medium]
            return .sheet(
                SheetOptions(
                    detents: detents, selectedDetent: detents.randomElement(using: &generator),
                    cornerRadius: Bool.random(using: &generator) ? number() : nil))
        case 1:
            return .popover(
                PopoverOptions(
                    attachmentAnchor: Bool.random(using: &generator)
                        ? .point(x: number(), y: number())
                        : .rect(x: number(), y: number(), width: number(), height: number())))
        case 2:
            return .inspector(
                InspectorOptions(
                    minWidth: Bool.random(using: &generator) ? number() : nil, idealWidth: number(),
                    maxWidth: Bool.random(using: &generator) ? number() : nil,
                    interactiveDismissDisabled: Bool.random(using: &generator)))
        default:
            return .random(using: &generator)
        }
    }

    /// The fresh state of a layout with tabs or a split view.
    static func start(_ layout: Layout) -> TabState {
        switch layout {
        case .stack, .tabs, .tabsWithAbove: .threeTabs()
        case .splitInTab: .splitInHome()
        case .threeColumnsInTab: .splitInHome(threeColumns: true)
        case .twoColumns: TabState(sidebar: .home)
        case .threeColumns:
            (try? TabState(sidebar: .home, selection: nil, contentSelection: nil)) ?? TabState(sidebar: .home)
        }
    }

    /// A state reached from `start` by random actions; refusals are skipped.
    static func randomState<Tab: Codable>(
        from start: NavigationState<TestRoute, Tab>,
        tabs: [Tab],
        above: Bool = false,
        using generator: inout SeededRandom
    ) -> NavigationState<TestRoute, Tab> {
        var state = start
        for _ in 0..<Int.random(in: 0..<30, using: &generator) {
            let route = TestRoute.random(using: &generator)
            let action: NavigationAction<TestRoute, Tab>? =
                switch Int.random(in: 0..<11, using: &generator) {
                case 0...2: .push(route)
                case 3: .pop()
                case 4, 5: .present(route, randomStyle(using: &generator))
                case 6: .dismissPresentation
                case 7: tabs.randomElement(using: &generator).map { .selectTab($0) }
                case 8:
                    .selectSidebar(
                        Bool.random(using: &generator) ? route : nil, in: tabs.randomElement(using: &generator))
                case 9: .selectContent(route, in: tabs.randomElement(using: &generator))
                default: .popToRoot
                }
            if let action { _ = try? state.perform(action) }
        }
        if above {
            _ = try? state.perform(.dismissAllPresentations)
            _ = try? state.perform(.showAboveTabs(.picker))
            _ = try? state.perform(.present(.list, randomStyle(using: &generator)))
        }
        return state
    }

    static func randomState(_ layout: Layout, using generator: inout SeededRandom) -> TabState {
        randomState(
            from: start(layout),
            tabs: layout == .tabs || layout == .tabsWithAbove || layout.hasSplitTab ? TestTab.allCases : [],
            above: layout == .tabsWithAbove, using: &generator)
    }

    /// Opens an alert over `state` half of the time; alerts are transient, so what
    /// restores is the state without it.
    static func withDialog<Tab>(
        _ state: NavigationState<TestRoute, Tab>,
        using generator: inout SeededRandom
    ) -> (open: NavigationState<TestRoute, Tab>, saved: NavigationState<TestRoute, Tab>) {
        guard Bool.random(using: &generator) else { return (state, state) }
        var open = state
        let alert = NavigationDialog<AnyHashableSendable>.alert(
            "Sure?", buttons: [DialogButton("OK", action: AnyHashableSendable(1))])
        guard (try? open.perform(.presentDialog(alert))) != nil else { return (state, state) }
        var saved = open
        _ = try? saved.perform(.dismissDialog())
        return (open, saved)
    }

    /// Expects `open` to round-trip through the `Codable` form and the archive to `saved`.
    static func expectRoundTrip<Tab: Codable>(
        _ open: NavigationState<TestRoute, Tab>,
        saved: NavigationState<TestRoute, Tab>,
        fallback: NavigationState<TestRoute, Tab>,
        _ comment: Comment
    ) throws {
        let decoded = try JSONDecoder().decode(
            NavigationState<TestRoute, Tab>.self, from: JSONEncoder().encode(open))
        #expect(decoded == saved, comment)
        let result = NavigationState.restore(
            from: try open.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.outcome == .restored, comment)
        #expect(result.issues.isEmpty, comment)
        #expect(result.state == saved, comment)
    }

    @Test(
        "random states of one stack, tabs, tabs with a stack above, two and three columns, split views in a tab, dialogs open, round-trip"
    )
    func everyLayoutRoundTrips() throws {
        var generator = SeededRandom(seed: 25)
        var dialogs = 0
        for layout in Layout.allCases {
            for seed in 0..<Self.seeds {
                let comment: Comment = "\(layout) seed \(seed)"
                if layout == .stack {
                    let state = Self.randomState(from: StackState(root: .home), tabs: [], using: &generator)
                    let (open, saved) = Self.withDialog(state, using: &generator)
                    if open.dialog != nil { dialogs += 1 }
                    try Self.expectRoundTrip(open, saved: saved, fallback: Fixtures.stackFallback, comment)
                } else {
                    let (open, saved) = Self.withDialog(Self.randomState(layout, using: &generator), using: &generator)
                    if open.dialog != nil { dialogs += 1 }
                    try Self.expectRoundTrip(open, saved: saved, fallback: Self.start(layout), comment)
                }
            }
        }
        #expect(dialogs > Self.seeds)
    }

    @Test("a window list of tabs, two- and three-column windows restores every window in its own layout")
    func mixedWindowsRoundTrip() throws {
        var generator = SeededRandom(seed: 26)
        for seed in 0..<40 {
            let windows = NavigationWindows<TestRoute, TestTab>(newWindowState: { _ in .threeTabs() })
            var saved: [NavigationWindowID: TabState] = [:]
            // A window whose tab holds a split view is another app's layout of tabs.
            for layout in Layout.allCases.filter({ $0 != .stack && !$0.hasSplitTab }).shuffled(using: &generator) {
                let state = Self.randomState(layout, using: &generator)
                saved[try windows.makeWindow(state)] = state
            }
            let data = try windows.archived(schemaVersion: 1)

            // The app's main layout is tabs; its windows of other layouts restore too.
            let relaunched = NavigationWindows<TestRoute, TestTab>(newWindowState: { _ in .threeTabs() })
            let result = relaunched.restoreWindows(
                from: data, schemaVersion: 1, fallback: TabState.threeTabs(),
                otherLayouts: [Self.start(.twoColumns), Self.start(.threeColumns)])
            #expect(result.issues.isEmpty, "seed \(seed)")
            #expect(Set(result.windows.keys) == Set(windows.windowIDs), "seed \(seed)")
            #expect(relaunched.windowIDs == windows.windowIDs, "seed \(seed)")
            for (id, state) in saved {
                #expect(relaunched.navigator(for: id)?.state == state, "seed \(seed)")
                #expect(result.windows[id]?.outcome == .restored, "seed \(seed)")
            }
        }
    }

    @Test("a split window in an app without tabs restores as a split view, not as a lost window")
    func splitWindowInStackApp() throws {
        let windows = NavigationWindows<TestRoute, Never>(newWindowState: { NavigationState(root: $0) })
        let split = SplitFixtures.twoColumns
        let stack = Fixtures.stack
        let splitID = try windows.makeWindow(split)
        let stackID = try windows.makeWindow(stack)
        let data = try windows.archived(schemaVersion: 1)

        let withoutSplitLayout = NavigationWindows<TestRoute, Never>(newWindowState: { NavigationState(root: $0) })
        let lost = withoutSplitLayout.restoreWindows(from: data, schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(lost.issues == [.windowLost(splitID, issues: [.baseMismatch])])

        let relaunched = NavigationWindows<TestRoute, Never>(newWindowState: { NavigationState(root: $0) })
        let result = relaunched.restoreWindows(
            from: data, schemaVersion: 1, fallback: Fixtures.stackFallback, otherLayouts: [SplitFixtures.fallback])
        #expect(result.issues.isEmpty)
        // The fallback's sidebar shows another root, but no client of it was made: the
        // restored screens keep their identities (see `Navigator.restore`).
        let restored = relaunched.navigator(for: splitID)?.state
        #expect(restored == split)
        #expect(restored?.split?.selection == split.split?.selection)
        #expect(restored?.entries.map(\.route) == split.entries.map(\.route))
        #expect(restored?.presentations.map(\.style) == split.presentations.map(\.style))
        #expect(relaunched.navigator(for: stackID)?.state == stack)
    }
}
