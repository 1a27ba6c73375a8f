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

    @Test("every change of what is saved is saved: the last archive always matches the navigator")
    func everyKindOfChangeSaves() throws {
        let navigator = Navigator(TabState.splitInHome(threeColumns: true))
        let session = RestorationSession<TestRoute, TestTab>()
        var last: Data?
        session.start(
            navigator, saved: nil, schemaVersion: 1, fallback: .splitInHome(threeColumns: true), migration: nil
        ) {
            last = $0
        }
        let first = try navigator.archived(schemaVersion: 1)
        let actions: [NavigationAction<TestRoute, TestTab>] = [
            .selectSidebar(.list, in: .home), .selectContent(.detail(1), in: .home), .push(.settings),
            .present(.picker, .sheet(SheetOptions(detents: [.medium, .large]))), .selectDetent(.large),
            .dismissPresentation, .showAboveTabs(.settings), .push(.detail(2)), .dismissAboveTabs,
            .selectTab(.search), .push(.list), .tapTab(.search), .reorderTabs([.search, .home, .profile]),
            .removeTab(.profile), .insertTab(.profile, root: .home, at: 0), .selectSidebar(nil, in: .home),
        ]
        for action in actions {
            navigator.perform(action)
            #expect(try (last ?? first) == navigator.archived(schemaVersion: 1), "after \(action)")
        }
        // An open dialog is transient: it is not saved, and showing one writes nothing.
        let saved = last
        navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        navigator.perform(.dismissDialog())
        #expect(last == saved)
    }
}
