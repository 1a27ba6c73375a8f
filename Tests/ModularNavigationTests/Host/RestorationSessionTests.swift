import Foundation
import Testing

@testable import ModularNavigation

@MainActor
@Suite("A scene's restoration")
struct RestorationSessionTests {
    private func archive(_ build: (Navigator<TestRoute, Never>) -> Void) throws -> Data {
        let navigator = Navigator(root: TestRoute.home)
        build(navigator)
        return try navigator.archived(schemaVersion: 1)
    }

    @Test("restores once, then saves after each change and never on a read")
    func restoresOnceThenSavesPerChange() throws {
        let saved = try archive { $0.push(.list) }
        let navigator = Navigator(root: TestRoute.home)
        let session = RestorationSession<TestRoute, Never>()
        var archives: [Data] = []
        session.start(navigator, saved: saved, schemaVersion: 1, fallback: StackState(root: .home), migration: nil) {
            archives.append($0)
        }
        #expect(navigator.topStack.top.route == .list)
        #expect(archives.isEmpty, "the restored state is what was saved")

        _ = navigator.state
        _ = navigator.stack(at: .main)
        navigator.pop(count: 9)  // refused: nothing changed
        #expect(archives.isEmpty)

        navigator.push(.detail(1))
        navigator.present(.settings, style: .sheet())
        #expect(archives.count == 2)
        let restored = NavigationState<TestRoute, Never>.restore(
            from: archives.last, schemaVersion: 1, fallback: StackState(root: .home))
        #expect(restored.state == navigator.state)
    }

    @Test("a second appearance neither restores again nor saves twice; a disappearance stops saving")
    func appearancesAfterTheFirst() throws {
        let navigator = Navigator(root: TestRoute.home)
        let session = RestorationSession<TestRoute, Never>()
        var saves = 0
        let start = {
            session.start(
                navigator, saved: try? self.archive { $0.push(.settings) }, schemaVersion: 1,
                fallback: StackState(root: .home), migration: nil
            ) { _ in saves += 1 }
        }
        start()
        navigator.push(.list)
        start()
        #expect(navigator.topStack.entries.map(\.route) == [.home, .settings, .list])
        navigator.push(.detail(2))
        #expect(saves == 2)

        session.stop()
        navigator.pop()
        #expect(saves == 2)
        #expect(!session.isSaving)
        start()
        navigator.pop()
        #expect(saves == 3)
    }
}
