import Observation
import Testing

@testable import ModularNavigation

/// The navigator keeps one change record: a change an observer makes while the first is
/// still being told records into a value of its own, so the first one's departures are
/// still released and its screens still reported once the observer is done.
@MainActor
@Suite("A change made while another is committed")
struct NestedChangeRecordTests {
    @Test("an observer told of a pop that pushes leaves the pop's record whole")
    func nestedChangeKeepsTheOuterRecord() throws {
        let navigator = Navigator(root: TestRoute.home)
        let pushed = try #require(navigator.push(.detail(1)))
        weak let model = navigator.client(for: pushed).screenObject { Model() }
        #expect(model != nil)
        var removed: [EntryID] = []
        navigator.addRemovalObserver { entries in removed += entries.map(\.id) }
        // Told before the pop's commit releases the popped screen's objects. Once: the
        // registrar tells the tracking again of the change it makes before it lets go.
        let once = Once()
        withObservationTracking {
            _ = navigator.stack(at: .main)
        } onChange: { [weak navigator] in
            MainActor.assumeIsolated {
                guard once.first() else { return }
                _ = navigator?.push(.settings)
            }
        }
        navigator.pop()
        #expect(model == nil)
        #expect(removed == [pushed])
        #expect(navigator.topStack.top.route == .settings)
        #expect(!navigator.record.isInUse)
    }

    @Test("a push whose observer pushes again still returns its own screen")
    func nestedChangeKeepsTheOuterScreen() throws {
        let navigator = Navigator(root: TestRoute.home)
        let once = Once()
        withObservationTracking {
            _ = navigator.stack(at: .main)
        } onChange: { [weak navigator] in
            MainActor.assumeIsolated {
                guard once.first() else { return }
                _ = navigator?.push(.settings)
            }
        }
        let first = try #require(navigator.push(.detail(1)))
        #expect(navigator.current.entries.first { $0.id == first }?.route == .detail(1))
        #expect(navigator.topStack.top.route == .settings)
    }
}

@MainActor
private final class Model {}

@MainActor
private final class Once {
    private var done = false

    func first() -> Bool {
        defer { done = true }
        return !done
    }
}
