public import Baselines
public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Case 4: a 3-tab app, every stack 50 screens deep, with 2 sheets open, saved and restored.
@MainActor
public final class PersistenceWorkload {
    public let state: NavigationState<BenchRoute, BenchTab>
    public let router: AppRouter
    private let fallback: NavigationState<BenchRoute, BenchTab>
    public private(set) var ourData = Data()
    public private(set) var baselineData = Data()

    public init(tabCount: Int = 3, depth: Int = 50, sheets: Int = 2) {
        var state = BenchApp.state(tabCount: tabCount, depth: depth)
        router = BenchApp.router(tabCount: tabCount, depth: depth)
        for sheet in 0..<sheets {
            mustSucceed { () throws(NavigationError) in
                try state.perform(.present(.editor(sheet), .sheet()))
            }
            router.presentSheet(.editor(sheet))
        }
        self.state = state
        fallback = BenchApp.state(tabCount: tabCount, depth: 0)
        ourData = encodeOurs()
        baselineData = encodeBaseline()
    }

    /// The library's versioned archive.
    public func encodeOurs() -> Data {
        guard let data = try? state.archived(schemaVersion: 1) else { fatalError("the state encodes") }
        return data
    }

    /// The router's JSON snapshot.
    public func encodeBaseline() -> Data {
        guard let data = try? router.serialize() else { fatalError("the router encodes") }
        return data
    }

    /// Restores the library's archive; returns whether it came back whole and equal.
    public func restoreOurs() -> Bool {
        let result = NavigationState<BenchRoute, BenchTab>.restore(
            from: ourData, schemaVersion: 1, fallback: fallback)
        return result.outcome == .restored
    }

    /// Restores the router's snapshot into the router, as the seed's `restore(from:)` does.
    public func restoreBaseline() -> Bool {
        router.restore(from: baselineData)
    }

    /// Whether the library's archive restores to exactly the saved state.
    public func ourRoundTripIsExact() -> Bool {
        NavigationState<BenchRoute, BenchTab>.restore(from: ourData, schemaVersion: 1, fallback: fallback).state
            == state
    }
}
