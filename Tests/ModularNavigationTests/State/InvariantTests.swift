import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Invariants under random operations")
struct InvariantTests {
    @Test("invariants 1, 2, 3, 5 and 6 hold over 100,000 seeded random operations", arguments: [UInt64(1), 2, 3, 4])
    func randomOperations(seed: UInt64) {
        let harness = InvariantHarness(seed: seed)
        let violation = harness.run(25_000)
        #expect(violation == nil, "\(violation ?? "")")
        // The run must exercise both sides: changes that apply and calls that are refused.
        #expect(harness.applied > 5_000)
        #expect(harness.refused > 2_000)
    }
}

/// The same check at ten times the length; `.ci/run` turns it on.
@MainActor
@Suite(
    "Invariants under 1,000,000 random operations",
    .enabled(if: ProcessInfo.processInfo.environment["MODULAR_NAVIGATION_LONG_TESTS"] == "1")
)
struct LongInvariantTests {
    @Test("invariants hold over 1,000,000 seeded random operations", arguments: [UInt64(101), 102, 103, 104])
    func randomOperations(seed: UInt64) {
        let harness = InvariantHarness(seed: seed)
        let violation = harness.run(250_000)
        #expect(violation == nil, "\(violation ?? "")")
    }
}
