import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Invariants under random operations")
struct InvariantTests {
    @Test(
        "invariants 1 to 6 hold over 225,000 seeded random operations, from tabs, tabs with a stack above them, split views and split views in a tab, whatever path a state comes in by (actions, replaced, adopted, restored, decoded); on odd seeds, heard, each reports the screen shown exactly when the top changes; and the navigator's reads in place answer as reads of a copy do",
        arguments: [
            (UInt64(1), InvariantHarness.Layout.tabs), (2, .tabs), (3, .tabs), (4, .tabs), (5, .split),
            (6, .threeColumnSplit), (7, .aboveTabs), (8, .tabSplit), (9, .threeColumnTabSplit),
        ])
    func randomOperations(seed: UInt64, layout: InvariantHarness.Layout) {
        let harness = InvariantHarness(seed: seed, layout: layout)
        let violation = harness.run(25_000)
        #expect(violation == nil, "\(violation ?? "")")
        // The run must exercise both sides: changes that apply and calls that are refused.
        #expect(harness.applied > 5_000)
        #expect(harness.refused > 2_000)
        if layout == .tabs || layout == .aboveTabs { #expect(harness.aboveTabsShown > 500) }
        if layout == .tabSplit || layout == .threeColumnTabSplit { #expect(harness.tabSplitSelections > 200) }
        if seed % 2 == 1 { #expect(harness.screensShown > 1_000) }
        // Every path from outside is taken, older snapshots included (issue 44).
        #expect(harness.adopted > 200)
        #expect(harness.restored > 100)
    }
}

/// The same check at ten times the length, and more; `.ci/run` turns it on.
@MainActor
@Suite(
    "Invariants under 1,250,000 random operations",
    .enabled(if: ProcessInfo.processInfo.environment["MODULAR_NAVIGATION_LONG_TESTS"] == "1")
)
struct LongInvariantTests {
    @Test(
        "invariants hold over 1,250,000 seeded random operations, from tabs, tabs with a stack above them, split views and a split view in a tab",
        arguments: [
            (UInt64(101), InvariantHarness.Layout.tabs), (102, .aboveTabs), (103, .split), (104, .threeColumnSplit),
            (105, .tabSplit),
        ])
    func randomOperations(seed: UInt64, layout: InvariantHarness.Layout) {
        let harness = InvariantHarness(seed: seed, layout: layout)
        let violation = harness.run(250_000)
        #expect(harness.aboveTabsShown > 0 || layout == .split || layout == .threeColumnSplit)
        #expect(violation == nil, "\(violation ?? "")")
    }
}
