#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What an `AppRouter` app saves across launches.
///
/// Source: the persistence advice of seed 003 ("typed arrays are serializable";
/// `@SceneStorage` holding `router.serialize()`, `router.restore(from:)` in `.onAppear`):
/// a `Codable` snapshot of the router's paths, encoded with `JSONEncoder` and decoded
/// with `JSONDecoder`, nothing more.
public struct AppRouterSnapshot: Codable {
    public typealias Route = BenchRoute
    public typealias Tab = BenchTab

    public struct Modal: Codable {
        public var root: Route
        public var isFullScreen: Bool
        public var path: [Route]
    }

    public var selectedTab: Tab
    public var paths: [Tab: [Route]]
    public var modals: [Modal]
}

extension AppRouter {
    /// The router's state as JSON.
    public func serialize() throws -> Data {
        let snapshot = AppRouterSnapshot(
            selectedTab: selectedTab,
            paths: paths,
            modals: modals.map { .init(root: $0.root, isFullScreen: $0.isFullScreen, path: $0.path) }
        )
        return try JSONEncoder().encode(snapshot)
    }

    /// Replaces the router's state with saved JSON; returns `false` and keeps the state
    /// when the data does not decode.
    @discardableResult public func restore(from data: Data) -> Bool {
        guard let snapshot = try? JSONDecoder().decode(AppRouterSnapshot.self, from: data) else {
            return false
        }
        selectedTab = snapshot.selectedTab
        paths = snapshot.paths
        modals = snapshot.modals.map { Modal(root: $0.root, isFullScreen: $0.isFullScreen, path: $0.path) }
        return true
    }
}
