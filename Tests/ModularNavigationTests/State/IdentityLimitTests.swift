import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Identity limit")
struct IdentityLimitTests {
    private func json(nextID: UInt64) -> Data {
        Data(
            #"{"base":{"stack":{"_0":{"root":{"id":0,"route":{"home":{}}},"path":[]}}},"presentations":[],"nextID":\#(nextID)}"#
                .utf8)
    }

    @Test("a decoded state whose next identity is past the limit is refused, not trapped on the next push")
    func decodedNextIDBeyondLimit() {
        for nextID in [UInt64.max, UInt64.max - 1, UInt64(1) << 63, (UInt64(1) << 62) + 1] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(StackState.self, from: json(nextID: nextID))
            }
        }
    }

    @Test("a decoded state at the limit still pushes, adopts and renumbers without overflow")
    func decodedAtLimitKeepsWorking() throws {
        let state = try JSONDecoder().decode(StackState.self, from: json(nextID: 1 << 62))
        var pushed = state
        try pushed.perform(.push(.list))
        #expect(pushed.topStack.top.id == EntryID(rawValue: 1 << 62))

        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(1))
        #expect(navigator.perform(.adopt(state)))
        #expect(navigator.perform(.replaceState(state)))
        navigator.push(.settings)
        let ids = navigator.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
