import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

// Code quoted by the Seeing your navigation article: library API only, on a route of its own.

private enum NotesRoute: Hashable, Sendable, Codable {
    case list
    case note(id: Int)
    case share(text: String)
}

/// The same app before `share` carried its text (schema 1).
private enum OldNotesRoute: Hashable, Sendable, Codable {
    case list
    case note(id: Int)
    case share
}

@Suite("the Seeing your navigation article")
@MainActor
struct SeeingArticleTests {
    /// What a user typed never leaves the device.
    private static func redacted(_ route: NotesRoute) -> NotesRoute {
        if case .share = route { return .share(text: "") }
        return route
    }

    @Test("a log recorded with redaction keeps no private text and replays in a test")
    func recordRedactReplay() throws {
        let navigator = Navigator(root: NotesRoute.list)
        var lines = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 2, redact: Self.redacted) { line in
            lines += line
        }
        navigator.push(.note(id: 7))
        navigator.present(.share(text: "my secret"))
        writer.flush()
        #expect(!lines.contains("secret"))

        let log = try NavigationLog<NotesRoute, Never>(
            jsonLines: lines, schemaVersion: 2, fallback: NavigationState(root: .list))
        let replayed = Navigator(root: NotesRoute.list)
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
    }

    @Test("an old log reads through a route migration, or fails with a typed error")
    func migration() throws {
        let old = Navigator(root: OldNotesRoute.list)
        var lines = ""
        let writer = try NavigationLogWriter(old, schemaVersion: 1) { line in lines += line }
        old.present(.share)
        writer.flush()

        let migration = RouteMigration<NotesRoute>.decoding(OldNotesRoute.self) { old, _ in
            switch old {
            case .list: .list
            case .note(let id): .note(id: id)
            case .share: .share(text: "")
            }
        }
        let log = try NavigationLog<NotesRoute, Never>(
            jsonLines: lines, schemaVersion: 2, fallback: NavigationState(root: .list), migration: migration)
        #expect(log.changes.count == 1)
        #expect(throws: NavigationLogError.schemaVersionMismatch(found: 1, expected: 2)) {
            try NavigationLog<NotesRoute, Never>(
                jsonLines: lines, schemaVersion: 2, fallback: NavigationState(root: .list))
        }
    }

    @Test("a map of roots alone finds the screens seen without a way in")
    func mapOfRoots() {
        var map = RouteMap(roots: [NotesRoute.list], screens: [NotesRoute.share(text: "")])
        #expect(map.findings == [.noWayIn(ScreenKind("share"))])
        let before = NavigationState<NotesRoute, Never>(root: .list)
        var after = before
        _ = try? after.perform(.push(.note(id: 1)))
        map.record(.pushed(after.topStack.top, onto: .main), before: before, after: after)
        print(map.mermaid)
        #expect(map.mermaid.contains("k_list -->|\"push\"| k_note"))
    }

    @Test("a kind is the route's case path, and a destination may name its own")
    func screenKinds() {
        #expect(ScreenKind(of: NotesRoute.note(id: 7)).name == "note")
        struct Review: CustomNavigationDescription {
            var screenKind: String { "checkout.review" }
        }
        enum ShopRoute { case orders(Review) }
        #expect(ScreenKind(of: ShopRoute.orders(Review())).name == "orders.checkout.review")
    }

    @Test("the overlay's content is a value a test reads")
    func overlayContent() {
        let navigator = Navigator(root: NotesRoute.list)
        let events = NavigationEventRecorder(navigator)
        navigator.push(.note(id: 7))
        let content = NavigationOverlayContent(navigator: navigator, events: events.events)
        #expect(content.events == ["pushed #1 note(id: 7) onto main", "screen shown #1 note(id: 7) at main"])
    }
}
