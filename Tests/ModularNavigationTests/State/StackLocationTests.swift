import Foundation
import ModularNavigation
import ModularNavigationDrawing
import Testing

@MainActor
@Suite("Stack locations from data")
struct StackLocationTests {
    /// Every level a user or a decoded value can name, valid or not.
    private let levels = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, 4, Int.max - 1, Int.max]

    private func twoSheets() throws -> StackState {
        var state = StackState(root: .home)
        try state.perform(.present(.settings, .sheet()))
        try state.perform(.present(.picker, .sheet()))
        return state
    }

    @Test("any presented level reads a stack only where a layer exists, and never traps")
    func readsAreBounded() throws {
        let state = try twoSheets()
        for level in levels {
            let location = StackLocation<Never>.presented(level)
            #expect((state.stack(at: location) != nil) == (1...2).contains(level))
            #expect((state.presentation(over: location) != nil) == (level == 1))
            #expect((state.presentedLayer(over: location) != nil) == (level == 1))
        }
    }

    @Test("level 0 is not a location: nothing is presented over it")
    func levelZeroIsNotALocation() throws {
        let state = try twoSheets()
        #expect(state.presentation(over: .presented(0)) == nil)
        #expect(state.presentation(over: .main)?.stack.root.route == .settings)
    }

    @Test("replacing the stack at any level is refused unless a layer exists there")
    func replaceStackAtAnyLevel() throws {
        let state = try twoSheets()
        for level in levels {
            var copy = state
            let action = NavigationAction<TestRoute, Never>.replaceStack(at: .presented(level), path: [.list])
            if (1...2).contains(level) {
                try copy.perform(action)
                #expect(copy.stack(at: .presented(level))?.path.map(\.route) == [.list])
            } else {
                #expect(throws: NavigationError.unknownStack) { try copy.perform(action) }
                #expect(copy == state)
            }
        }
    }

    @Test("the navigator's reads and gestures accept any decoded location")
    func navigatorReadsAndGestures() throws {
        let navigator = Navigator(try twoSheets())
        for level in levels {
            let location = StackLocation<Never>.presented(level)
            _ = navigator.stack(at: location)
            _ = navigator.presentedLayer(over: location)
            let gesture = UserGesture<TestRoute, Never>.pathChanged([], at: location)
            #expect(navigator.state.intent(for: gesture, drawn: navigator.state) == nil)
            _ = navigator.state.afterGesture(gesture)
        }
        let decoded = try JSONDecoder().decode(
            StackLocation<Never>.self, from: JSONEncoder().encode(StackLocation<Never>.presented(Int.min)))
        #expect(navigator.stack(at: decoded) == nil)
    }
}
