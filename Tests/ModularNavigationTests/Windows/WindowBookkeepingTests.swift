import ModularNavigation
import Testing

@MainActor
@Suite("Window bookkeeping that does not grow with the windows (issue 25 item 7)")
struct WindowBookkeepingTests {
    private typealias Fixture = WindowFixtures

    @Test(
        "after random opening, activating and closing, the open order and the frontmost window match a plain list",
        arguments: [1, 2, 3, 4] as [UInt64])
    func orderMatchesAPlainList(seed: UInt64) throws {
        let windows = try Fixture.windows()
        var random = SeededRandom(seed: seed)
        var opened: [NavigationWindowID] = []
        var recency: [NavigationWindowID] = []
        for _ in 0..<2_000 {
            switch random.next(upTo: opened.isEmpty ? 1 : 3) {
            case 0:
                let id = try windows.makeWindow(NavigationState(root: .home))
                opened.append(id)
                recency.append(id)
            case 1:
                let id = opened[random.next(upTo: opened.count)]
                try windows.activateWindow(id)
                recency = [id] + recency.filter { $0 != id }
            default:
                let id = opened[random.next(upTo: opened.count)]
                try windows.closeWindow(id)
                opened.removeAll { $0 == id }
                recency.removeAll { $0 == id }
            }
            #expect(windows.windowIDs == opened, "seed \(seed)")
            #expect(windows.frontmostWindow == recency.first, "seed \(seed)")
        }
        #expect(windows.snapshots.map(\.id) == recency)
    }

    @Test("a closed window leaves nothing behind: it is refused like one never opened, and its identity can open again")
    func closedWindowsAreNotKept() throws {
        let windows = try Fixture.windows()
        let kept = try windows.makeWindow(NavigationState(root: .home))
        for number in 100..<1_100 {
            let id = try windows.makeWindow(NavigationState(root: .home), id: Fixture.id(number))
            try windows.activateWindow(id)
            try windows.closeWindow(id)
        }
        #expect(windows.windowIDs == [kept])
        #expect(windows.frontmostWindow == kept)
        #expect(throws: NavigationError.unknownWindow(Fixture.id(100))) {
            try windows.activateWindow(Fixture.id(100))
        }
        let reopened = try windows.makeWindow(NavigationState(root: .home), id: Fixture.id(100))
        #expect(windows.windowIDs == [kept, reopened])
    }
}
