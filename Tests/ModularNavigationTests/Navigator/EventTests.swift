import Foundation
import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Events")
struct EventTests {
    @Test("every change reports its route, mode and stack, in order")
    func changeEvents() {
        let navigator = Navigator(TabState.threeTabs())
        let events = NavigationEventRecorder(navigator)

        navigator.push(.list)
        navigator.present(.settings, style: .fullScreenCover)
        navigator.dismissPresentation()
        navigator.pop()
        navigator.selectTab(.search)
        navigator.perform(.tapTab(.search))
        navigator.perform(.replaceStack(path: [.detail(1)]))

        let home = NavigationEntry(id: EntryID(rawValue: 0), route: TestRoute.home)
        let pushed = NavigationEntry(id: EntryID(rawValue: 3), route: TestRoute.list)
        let cover = NavigationEntry(id: EntryID(rawValue: 4), route: TestRoute.settings)
        let search = NavigationEntry(id: EntryID(rawValue: 1), route: TestRoute.home)
        let detail = NavigationEntry(id: EntryID(rawValue: 5), route: TestRoute.detail(1))
        #expect(
            events.events == [
                .pushed(pushed, onto: .tab(.home)), .screenShown(pushed, at: .tab(.home)),
                .presented(cover, style: .fullScreenCover, at: .presented(1)), .screenShown(cover, at: .presented(1)),
                .dismissed(cover, style: .fullScreenCover, at: .presented(1)), .screenShown(pushed, at: .tab(.home)),
                .popped([pushed], from: .tab(.home)), .screenShown(home, at: .tab(.home)),
                .tabSelected(.search, previous: .home), .screenShown(search, at: .tab(.search)),
                .tabReselected(.search),
                .stackReplaced(at: .tab(.search)), .screenShown(detail, at: .tab(.search)),
            ])
    }

    @Test("a screen-view log needs only the screen shown")
    func screenViewLog() {
        let navigator = Navigator(TabState.threeTabs())
        var screenViews: [String] = []
        navigator.addEventObserver { event in
            if case .screenShown(let entry, let location) = event {
                screenViews.append("\(entry.route) at \(location)")
            }
        }
        navigator.push(.detail(3))
        navigator.present(.picker, style: .sheet())
        navigator.dismissPresentation()
        navigator.selectTab(.profile)
        #expect(
            screenViews == [
                "detail(3) at tab home", "picker at presented 1", "detail(3) at tab home", "home at tab profile",
            ])
    }

    @Test("a removed observer hears nothing more")
    func removeObserver() {
        let navigator = Navigator(root: TestRoute.home)
        var count = 0
        let id = navigator.addEventObserver { _ in count += 1 }
        navigator.push(.list)
        navigator.removeEventObserver(id)
        navigator.removeEventObserver(id)
        navigator.push(.list)
        #expect(count == 2)  // pushed, screen shown
    }

    @Test("events() streams every event to each consumer")
    func asyncStream() async {
        let navigator = Navigator(root: TestRoute.home)
        let stream = navigator.events()
        navigator.push(.list)
        navigator.pop(count: 5)
        navigator.pop()

        var received: [NavigationEvent<TestRoute, Never>] = []
        for await event in stream {
            received.append(event)
            if received.count == 5 { break }
        }
        let home = NavigationEntry(id: EntryID(rawValue: 0), route: TestRoute.home)
        let list = NavigationEntry(id: EntryID(rawValue: 1), route: TestRoute.list)
        #expect(
            received == [
                .pushed(list, onto: .main), .screenShown(list, at: .main),
                .refused(.pop(count: 5), .popCountOutOfRange(requested: 5, available: 1)),
                .popped([list], from: .main), .screenShown(home, at: .main),
            ])
    }

    @Test("an event stream ends when its navigator goes away, so a for-await loop finishes")
    func streamEndsWithNavigator() async {
        var navigator: Navigator<TestRoute, Never>? = Navigator(root: TestRoute.home)
        let stream = navigator?.events() ?? AsyncStream { $0.finish() }
        let other = navigator?.events() ?? AsyncStream { $0.finish() }
        navigator?.push(.list)
        navigator = nil

        var received = 0
        for await _ in stream { received += 1 }
        var receivedByOther = 0
        for await _ in other { receivedByOther += 1 }
        #expect(received == 2)  // pushed, screen shown
        #expect(receivedByOther == 2)
    }

    @Test("events keep their order when an observer navigates while handling one")
    func reentrantObserver() async {
        let navigator = Navigator(root: TestRoute.home)
        let stream = navigator.events()
        var heard: [String] = []
        navigator.addEventObserver { event in
            if case .pushed(let entry, _) = event, entry.route == .detail(1) { navigator.pop() }
        }
        navigator.addEventObserver { event in heard.append("\(event)".prefix(6).description) }

        navigator.push(.detail(1))

        // The push's events are all heard before the pop's, the screen it showed included.
        #expect(heard == ["pushed", "screen", "popped", "screen"])
        var streamed: [String] = []
        for await event in stream {
            streamed.append("\(event)".prefix(6).description)
            if streamed.count == 4 { break }
        }
        #expect(streamed == ["pushed", "screen", "popped", "screen"])
    }
}

@MainActor
@Suite("Applying a whole state")
struct ApplyTests {
    @Test("apply keeps the screens the target shares with the live state, and their objects")
    func applyKeepsIdentity() {
        final class Model {}
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let list = navigator.topStack.top.id
        weak let model = navigator.screenObject(for: list) { Model() }

        var target = navigator.state
        #expect(throws: Never.self) { try target.perform(.push(.detail(1))) }
        #expect(throws: Never.self) { try target.perform(.present(.settings, .sheet())) }
        navigator.replaceState(target)

        #expect(navigator.state == target)
        #expect(model != nil)
    }

    @Test("apply of a state built elsewhere never brings back a used identity")
    func applyForeignState() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        navigator.pop()
        let foreign = NavigationState<TestRoute, Never>(root: .home, path: [.settings, .picker])
        navigator.replaceState(foreign)

        expectTree(
            navigator,
            """
            main
              #0 home
              #2 settings
              #3 picker
            """)
    }

    @Test("applying the live state again changes nothing and reports nothing")
    func applySame() {
        let navigator = Navigator(TabState.threeTabs())
        let events = NavigationEventRecorder(navigator)
        navigator.replaceState(navigator.state)
        #expect(events.events.isEmpty)
    }

    @Test("a state changes only through actions, which refuse rather than trap")
    func pureState() throws {
        var state = TabState.threeTabs()
        let original = state
        #expect(throws: NavigationError.nothingToDismiss) { try state.perform(.dismissPresentation) }
        #expect(throws: NavigationError.unknownStack) { try state.perform(.replaceStack(at: .main, path: [])) }
        #expect(state == original)
        let events = try state.perform(.push(.list))
        #expect(events.count == 2)  // pushed, screen shown
        #expect(state.depth == 1)
    }
}

@Suite("Codable state")
struct CodableStateTests {
    @Test("a state encodes and decodes to an equal state")
    func roundTrip() throws {
        var state = TabState.threeTabs()
        try state.perform(.push(.detail(4)))
        try state.perform(.present(.settings, .sheet(SheetOptions(detents: [.fraction(0.2)], dragIndicator: .visible))))
        try state.perform(.present(.picker, .fullScreenCover))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(TabState.self, from: data) == state)
    }

    @Test("decoding refuses states that break the promises of the type")
    func strictDecoding() throws {
        let valid = try JSONEncoder().encode(StackState(root: .home, path: [.list]))
        var json = try #require(String(data: valid, encoding: .utf8))
        json = json.replacingOccurrences(of: "\"nextID\":2", with: "\"nextID\":1")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StackState.self, from: Data(json.utf8)) }

        let duplicate =
            #"{"base":{"stack":{"_0":{"ids":[0,0],"routes":[{"home":{}},{"list":{}}]}}},"presentations":[],"nextID":5}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StackState.self, from: Data(duplicate.utf8)) }

        let badSelection =
            #"{"base":{"tabs":{"_0":{"items":[{"tab":"home","stack":{"ids":[0],"routes":[{"home":{}}]}}],"selectedIndex":3}}},"presentations":[],"nextID":5}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabState.self, from: Data(badSelection.utf8)) }

        // A stack needs a root, and one identity per route.
        for stack in [
            #"{"ids":[],"routes":[]}"#, #"{"ids":[0,1],"routes":[{"home":{}}]}"#,
            #"{"ids":[0],"routes":[{"home":{}},{"list":{}}]}"#,
        ] {
            let text = #"{"base":{"stack":{"_0":\#(stack)}},"presentations":[],"nextID":5}"#
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(StackState.self, from: Data(text.utf8)) }
        }
    }
}
