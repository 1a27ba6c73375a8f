import ModularNavigation
import Observation
import Testing

@MainActor
@Suite("Granular observation")
struct ObservationTests {
    @Test("A push on one tab notifies observers of that tab only")
    func pushOnTabNotifiesOnlyThatTab() {
        let navigator = Navigator(TabState.threeTabs())
        let home = ObservationCounter()
        let search = ObservationCounter()
        home.observe { _ = navigator.stack(at: .tab(.home)) }
        search.observe { _ = navigator.stack(at: .tab(.search)) }

        navigator.push(.list)
        navigator.push(.detail(1))

        #expect(home.count == 2)
        #expect(search.count == 0)
    }
}
