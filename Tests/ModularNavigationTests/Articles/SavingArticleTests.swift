import Foundation
import ModularNavigation
import Testing

// Code quoted by the Saving and restoring article: library API only, on a route of its own.

private enum ReaderRoute: Hashable, Sendable, Codable {
    case shelves
    case shelf(Int)
    case book(Int)
    case promotions
}

@Suite("the Saving and restoring article")
struct SavingArticleTests {
    @Test("a split view saved under an older schema migrates, and a retired sidebar item clears the selection")
    func splitMigration() throws {
        var state = NavigationState<ReaderRoute, Never>(sidebar: .shelves, selection: .promotions)
        try state.perform(.push(.book(3)))
        let saved = try state.archived(schemaVersion: 1)
        let fallback = NavigationState<ReaderRoute, Never>(sidebar: .shelves)

        let migration = RouteMigration<ReaderRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(ReaderRoute.self)
            return route == .promotions ? nil : route
        }
        let result = NavigationState.restore(
            from: saved, schemaVersion: 2, fallback: fallback, migration: migration)
        #expect(result.issues == [.selectionUndecodable])
        #expect(result.state.split?.sidebar.root.route == .shelves)
        #expect(result.state.split?.selection == nil)
        #expect(result.state.split?.detail == nil)
        #expect(result.outcome == .repaired)
    }

    @Test("a restore a guard holds until sign-in says so in its result")
    @MainActor
    func heldRestore() throws {
        let saved = try NavigationState<ReaderRoute, Never>(root: .shelves, path: [.book(3)])
            .archived(schemaVersion: 1)
        let navigator = Navigator(root: ReaderRoute.shelves)
        navigator.attachUI()
        let signedIn = Flag(false)
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.book(3)), !signedIn.value else { return .allow }
            return .redirect(presenting: .promotions, expecting: Bool.self)
        }

        let result = navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .shelves))
        if result.isHeld {
            // Shown once the sign-in flow finishes; `result.state` is what it will show.
        }
        #expect(result.isHeld)
        // Held behind the redirect, not cancelled: the redirect's flow is on screen.
        #expect(navigator.topStack.root.route == .promotions)
        #expect(result.outcome == .restored)
        signedIn.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(navigator.state.baseStack.entries.map(\.route) == [.shelves, .book(3)])
    }

    @Test("a sheet with a NaN detent is refused before it can make the state unsavable")
    func nonFiniteDetent() throws {
        var state = NavigationState<ReaderRoute, Never>(root: .shelves)
        let options = SheetOptions(detents: [.fraction(.nan)])
        #expect(throws: NavigationError.nonFiniteNumber) {
            try state.perform(.present(.book(1), .sheet(options)))
        }
    }

    @Test("a list of windows of two layouts restores each window in its own")
    @MainActor
    func windowsOfTwoLayouts() throws {
        let stackFallback = NavigationState<ReaderRoute, Never>(root: .shelves)
        let splitFallback = NavigationState<ReaderRoute, Never>(sidebar: .shelves)
        let windows = NavigationWindows<ReaderRoute, Never>(newWindowState: { NavigationState(root: $0) })
        try windows.makeWindow(NavigationState(root: .shelves, path: [.shelf(2)]))
        try windows.makeWindow(NavigationState(sidebar: .shelves, selection: .shelf(4)))
        let data = try windows.archived(schemaVersion: 1)
        let relaunched = NavigationWindows<ReaderRoute, Never>(newWindowState: { NavigationState(root: $0) })

        let result = relaunched.restoreWindows(
            from: data, schemaVersion: 1, fallback: stackFallback, otherLayouts: [splitFallback])
        #expect(result.issues.isEmpty)
        #expect(
            relaunched.windowIDs.compactMap { relaunched.navigator(for: $0)?.state.split?.selection } == [.shelf(4)])
    }
}
