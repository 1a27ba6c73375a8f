import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("An exhaustive event recorder")
struct ExhaustiveEventTests {
    @Test("events the test asserted or skipped pass")
    func assertedEventsPass() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        navigator.push(.detail(7))
        events.expectEvents(["pushed #1 detail(7) onto main", "screen shown #1 detail(7) at main"])
        navigator.pop()
        events.skipEvents()
        #expect(events.unassertedEvents.isEmpty)
    }

    @Test("an event the test did not assert fails the test when the recorder goes, at the line that made it")
    func unassertedEventFails() {
        let navigator = Navigator(root: TestRoute.home)
        let line = #line + 3
        withKnownIssue("the pop was never asserted") {
            do {
                let events = NavigationEventRecorder(navigator, exhaustive: true)
                navigator.push(.detail(7))
                events.expectEvents(["pushed #1 detail(7) onto main", "screen shown #1 detail(7) at main"])
                navigator.pop()
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().contains("popped #1 detail(7) from main")
        }
    }

    @Test("events that differ from the expected ones fail at the assertion's line")
    func differentEventsFail() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        navigator.push(.list)
        let line = #line + 2
        withKnownIssue("the test expected another screen") {
            events.expectEvents(["pushed #1 detail(7) onto main"])
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().contains("pushed #1 list onto main")
        }
        #expect(events.unassertedEvents.isEmpty, "a failed assertion still marks what it saw")
    }

    @Test("a recorder that is not exhaustive lets events go unasserted")
    func nonExhaustive() {
        let navigator = Navigator(root: TestRoute.home)
        do {
            let events = NavigationEventRecorder(navigator)
            navigator.push(.list)
            #expect(events.events.count == 2)
        }
        navigator.pop()
    }
}
