import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

// The README's guard ("Links, guards and restoration") word for word, so the README
// cannot drift from the API, run with the store's link table and restoration it names.

// In the Catalog module: a table over its public destinations only.
enum CatalogDestination: Hashable, Codable, Sendable {
    case product(id: Int)
}

enum CatalogLinks {
    static func table() throws(DeepLinkError) -> DeepLinkTable<CatalogDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/product/:id") { .product(id: try $0.value("id", in: 1...)) }
        }
    }
}

// In the app: mount module tables under prefixes and give the result to the navigator.
enum StoreRoute: Hashable, Codable, Sendable {
    case home
    case catalog(CatalogDestination)
    case account
    case signIn
}

@MainActor
func makeStoreNavigator() throws -> Navigator<StoreRoute, Never> {
    let navigator = Navigator(root: StoreRoute.home)
    navigator.deepLinks = try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["store"])) {
        try CatalogLinks.table().mounted(at: "/catalog") { .stack(path: [.catalog($0)]) }
        DeepLinkRoute("/account") { _ in .stack(path: [.account]) }
    }
    return navigator
}

@MainActor
func handle(_ url: URL, with navigator: Navigator<StoreRoute, Never>) {
    // Before NavigationRootView appears (a cold start) the link is queued and applied
    // once it does; `.navigationDeepLinks(navigator)` calls this for `onOpenURL`.
    if case .failed(let error) = navigator.open(url) {
        print("bad link: \(error)")  // the state is unchanged; an event reports it too
    }
}

@MainActor
final class StoreSession {
    var isSignedIn = false
}

@MainActor
func guardAccount(of navigator: Navigator<StoreRoute, Never>, session: StoreSession) {
    navigator.addGuard { proposal in
        // Sees every change: app calls, module clients, deep links, restoration.
        guard proposal.addedRoutes.contains(.account), !session.isSignedIn else { return .allow }
        // Present sign-in first; apply the original change once sign-in finishes with `true`.
        return .redirect(presenting: .signIn, expecting: Bool.self) { signedIn in signedIn }
    }
}

// The sign-in screen, once the user has signed in:
//     session.isSignedIn = true
//     client.finish(with: true)   // dismisses sign-in; the account screen opens
// If the user dismisses sign-in instead, nothing else happens.

@MainActor
func relaunch(from saved: Data?) -> Navigator<StoreRoute, Never> {
    let navigator = Navigator(root: StoreRoute.home)
    // Before the UI attaches, the restored screens keep their identities.
    let result = navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .home))
    for issue in result.issues { print("restore: \(issue)") }
    return navigator
}

// On every change, save the archive for the next launch:
//     saved = try navigator.archived(schemaVersion: 1)
// In SwiftUI, one modifier does both through SceneStorage:
//     .navigationRestoration(navigator, key: "navigation", schemaVersion: 1,
//                            fallback: NavigationState(root: .home))

@MainActor
@Suite("README: links, guards and restoration")
struct ReadmeOutsideInputTests {
    @Test("a mounted module link opens its destination; a bad one changes nothing")
    func mountedTableOpens() throws {
        let navigator = try makeStoreNavigator()
        navigator.attachUI()
        handle(try #require(URL(string: "store://catalog/product/42")), with: navigator)
        #expect(navigator.topStack.path.map(\.route) == [.catalog(.product(id: 42))])

        let before = navigator.state
        handle(try #require(URL(string: "store://catalog/product/0")), with: navigator)
        #expect(navigator.state == before)
    }

    @Test("a cold-start link waits for the UI and then opens")
    func coldStart() throws {
        let navigator = try makeStoreNavigator()
        handle(try #require(URL(string: "store://account")), with: navigator)
        #expect(navigator.topStack.depth == 0)
        navigator.attachUI()
        #expect(navigator.topStack.path.map(\.route) == [.account])
    }

    @Test("the sign-in guard redirects, then resumes after sign-in succeeds")
    func signInResumes() throws {
        let navigator = try makeStoreNavigator()
        let session = StoreSession()
        guardAccount(of: navigator, session: session)

        navigator.push(.account)
        #expect(navigator.topStack.root.route == .signIn)
        session.isSignedIn = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.account])
    }

    @Test("the sign-in guard drops the change when sign-in is dismissed")
    func signInCancelled() throws {
        let navigator = try makeStoreNavigator()
        guardAccount(of: navigator, session: StoreSession())
        navigator.push(.account)
        navigator.dismissPresentation()
        #expect(navigator.state.entries.map(\.route) == [.home])
    }

    @Test("a relaunch restores the saved state with its identities; nothing saved gives the fallback")
    func relaunchRestores() throws {
        let navigator = try makeStoreNavigator()
        navigator.push(.catalog(.product(id: 7)))
        let saved = try navigator.archived(schemaVersion: 1)

        #expect(relaunch(from: saved).state == navigator.state)
        #expect(relaunch(from: nil).state == NavigationState(root: .home))
    }
}
