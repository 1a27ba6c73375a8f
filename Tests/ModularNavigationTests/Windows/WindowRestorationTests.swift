import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Windows: restoration")
struct WindowRestorationTests {
    typealias Fixture = WindowFixtures
    let fallback = NavigationState(root: ShopRoute.home)

    /// Two windows, the second frontmost with a sheet, saved together.
    private func savedList() throws -> (Data, [NavigationWindowID: NavigationState<ShopRoute, Never>]) {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        let second = try windows.makeWindow(NavigationState(root: .home))
        windows.navigator(for: second)?.present(.cart, style: .sheet())
        try windows.activateWindow(second)
        let states = [first: windows.navigator(for: first)?.state, second: windows.navigator(for: second)?.state]
        return (try windows.archived(schemaVersion: 1), states.compactMapValues { $0 })
    }

    /// A list archive written by hand, for damaged entries.
    private func list(_ windows: [String], frontmost: String? = nil, format: Int = 1) -> Data {
        let front = frontmost.map { ",\"frontmost\":\($0)" } ?? ""
        return Data("{\"format\":\(format)\(front),\"windows\":[\(windows.joined(separator: ","))]}".utf8)
    }

    private func entry(_ id: NavigationWindowID, _ archive: Data) -> String {
        "{\"id\":\"\(id)\",\"archive\":\"\(archive.base64EncodedString())\"}"
    }

    private func archive(_ state: NavigationState<ShopRoute, Never>) throws -> Data {
        try state.archived(schemaVersion: 1)
    }

    @Test("a scene that connects restores its window from its own archive, identities included")
    func connectRestores() throws {
        let source = Navigator(NavigationState(root: ShopRoute.home, path: [.product(4)]))
        let data = try source.archived(schemaVersion: 1)
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)

        let navigator = windows.connectWindow(Fixture.id(5), restoring: data, schemaVersion: 1, fallback: fallback)

        #expect(navigator.state == source.state)
        #expect(windows.windowIDs == [Fixture.id(5)])
        #expect(recorder.navigation(in: Fixture.id(5)).last == .restored(.restored, issues: []))
    }

    @Test(
        "a window opened for a route comes back with its identities, though the fallback's screens used them",
        arguments: [false, true])
    func windowForARouteKeepsIdentities(asList: Bool) throws {
        let source = try Fixture.windows()
        let window = try source.makeWindow(NavigationState(root: .product(7), path: [.cart]))
        let saved = try #require(source.navigator(for: window)?.state)
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)

        let report: RestoreReport<ShopRoute, Never>?
        if asList {
            let restored = windows.restoreWindows(
                from: try source.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
            #expect(restored.issues.isEmpty)
            report = restored.windows[window]
        } else {
            windows.connectWindow(
                window, restoring: try source.archivedWindow(window, schemaVersion: 1), schemaVersion: 1,
                fallback: fallback)
            report = nil
        }

        #expect(windows.navigator(for: window)?.state == saved, "#0 is the saved product, not renumbered")
        #expect(report.map { $0.outcome == .restored && $0.issues.isEmpty } ?? true)
        #expect(recorder.navigation(in: window).last == .restored(.restored, issues: []))
    }

    @Test("a scene of a window the owner opened gets that window, not a restored one")
    func connectExisting() throws {
        let windows = try Fixture.windows()
        try windows.makeWindow(fallback)
        let opened = try windows.openWindow(.product(9))
        let other = try archive(NavigationState(root: .cart))

        let navigator = windows.connectWindow(opened, restoring: other, schemaVersion: 1, fallback: fallback)

        #expect(navigator === windows.navigator(for: opened))
        #expect(navigator.state.entries.map(\.route) == [.home, .product(9)])
    }

    @Test("a scene with damaged storage gets the fallback, reported, and a queued link on top")
    func connectDamaged() throws {
        let windows = try Fixture.windows()
        windows.open(Shop.url("shop://cart"))
        let recorder = Fixture.Recorder(windows)

        let navigator = windows.connectWindow(
            Fixture.id(1), restoring: Data("garbage".utf8), schemaVersion: 1, fallback: fallback)
        navigator.attachUI()

        #expect(recorder.navigation(in: Fixture.id(1)).contains(.restored(.fallback, issues: [.corruptData])))
        #expect(navigator.state.topStack.root.route == .cart)
        #expect(windows.pendingDeepLink == nil)
    }

    @Test("each window archives on its own; an unknown window is a typed refusal")
    func archiveOneWindow() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home, path: [.account]))

        let data = try windows.archivedWindow(id, schemaVersion: 1)

        #expect(
            NavigationState.restore(from: data, schemaVersion: 1, fallback: fallback).state.entries.map(\.route) == [
                .home, .account,
            ])
        #expect(throws: NavigationError.unknownWindow(Fixture.id(8))) {
            try windows.archivedWindow(Fixture.id(8), schemaVersion: 1)
        }
    }

    @Test("the whole list round-trips: every window's state, the order and the frontmost")
    func roundTrip() throws {
        let (data, states) = try savedList()
        let windows = try Fixture.windows()

        let result = windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(result.issues.isEmpty)
        #expect(Set(result.windows.keys) == [Fixture.id(1), Fixture.id(2)])
        #expect(windows.windowIDs == [Fixture.id(1), Fixture.id(2)])
        #expect(windows.frontmostWindow == Fixture.id(2))
        for (id, state) in states {
            #expect(windows.navigator(for: id)?.state == state)
            #expect(result.windows[id]?.outcome == .restored)
        }
    }

    @Test("saving the same windows twice gives the same bytes")
    func stableBytes() throws {
        let (data, _) = try savedList()
        let windows = try Fixture.windows()
        windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(try windows.archived(schemaVersion: 1) == data)
    }

    @Test("damaged, duplicate, open and lost windows are skipped and reported; the rest come back")
    func damagedEntries() throws {
        let good = try archive(NavigationState(root: .home, path: [.product(1)]))
        let data = list(
            [
                entry(Fixture.id(1), good),
                "{\"id\":\"not a uuid\",\"archive\":\"\"}",
                "42",
                "{\"id\":\"\(Fixture.id(2))\"}",
                entry(Fixture.id(1), good),
                entry(Fixture.id(3), good),
                entry(Fixture.id(4), Data("not an archive".utf8)),
                entry(Fixture.id(5), good),
            ], frontmost: "\"\(Fixture.id(4))\"")
        let windows = try Fixture.windows()
        try windows.makeWindow(fallback, id: Fixture.id(3))
        let recorder = Fixture.Recorder(windows)

        let result = windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(Set(result.windows.keys) == [Fixture.id(1), Fixture.id(5)])
        #expect(
            result.issues == [
                .corruptWindow(index: 1), .corruptWindow(index: 2), .corruptWindow(index: 3),
                .duplicateWindow(Fixture.id(1)), .windowAlreadyOpen(Fixture.id(3)),
                .windowLost(Fixture.id(4), issues: [.corruptData]),
            ])
        #expect(windows.windowIDs == [Fixture.id(3), Fixture.id(1), Fixture.id(5)])
        // The saved frontmost did not come back, so the one that was frontmost stays.
        #expect(windows.frontmostWindow == Fixture.id(3))
        #expect(recorder.windowEvents.filter { if case .restoreIssue = $0 { true } else { false } }.count == 6)
    }

    @Test("a window saved under another schema with no migration is lost, not shown as a blank window")
    func schemaMismatch() throws {
        let data = list([entry(Fixture.id(1), try NavigationState(root: ShopRoute.cart).archived(schemaVersion: 2))])
        let windows = try Fixture.windows()

        let result = windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(result.windows.isEmpty)
        #expect(result.issues == [.windowLost(Fixture.id(1), issues: [.schemaVersionMismatch(found: 2, expected: 1)])])
    }

    @Test(
        "hostile list archives restore nothing and say why, never trapping",
        arguments: [
            "", "null", "[]", "{}", "{\"format\":\"1\"}", "{\"format\":1}", "{\"format\":1,\"windows\":{}}",
            "{\"format\":1,\"windows\":null}", "\u{0}\u{1}\u{2}", String(repeating: "[", count: 10_000),
        ])
    func hostileLists(text: String) throws {
        let windows = try Fixture.windows()

        let result = windows.restoreWindows(from: Data(text.utf8), schemaVersion: 1, fallback: fallback)

        #expect(result.windows.isEmpty)
        #expect(result.issues == [.corruptData])
        #expect(windows.windowIDs.isEmpty)
    }

    @Test("a list in a newer layout is not read")
    func newerFormat() throws {
        let windows = try Fixture.windows()
        let result = windows.restoreWindows(from: list([], format: 2), schemaVersion: 1, fallback: fallback)

        #expect(result.issues == [.unsupportedFormatVersion(found: 2)])
    }

    @Test("a list longer than the limit restores the limit and reports the rest")
    func tooManyWindows() throws {
        let good = try archive(fallback)
        let count = ShopWindows.maximumRestoredWindows + 3
        let data = list((1...count).map { entry(Fixture.id($0), good) })
        let windows = try Fixture.windows()

        let result = windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(result.windows.count == ShopWindows.maximumRestoredWindows)
        #expect(result.issues == [.tooManyWindows(skipped: 3)])
    }

    @Test("a link queued before the windows came back goes to the restored frontmost window")
    func linkAfterRestore() throws {
        let (data, _) = try savedList()
        let windows = try Fixture.windows()
        windows.open(Shop.url("shop://account"))

        windows.restoreWindows(from: data, schemaVersion: 1, fallback: fallback)

        #expect(windows.pendingDeepLink == nil)
        #expect(windows.navigator(for: Fixture.id(2))?.pendingDeepLink == Shop.url("shop://account"))
    }
}
