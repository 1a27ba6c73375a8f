/// The route and tab types of the benchmark app, written once and used by both sides,
/// as an app's own types are.

/// The routes of the benchmark app.
public enum BenchRoute: Hashable, Sendable, Codable {
    case home
    case list
    case detail(Int)
    case settings
    case editor(Int)
}

/// The tabs of the benchmark app, in display order.
public enum BenchTab: String, Hashable, Sendable, Codable, CaseIterable {
    case home, search, inbox, library, profile
}

/// What a benchmark deep link resolves to.
public enum LinkValue: Hashable, Sendable {
    case section(Int, id: Int)
    case item(Int, id: Int)
    case page(Int, path: [String])
}

/// A screen's view model: a little state, as a detail screen keeps.
public final class DetailViewModel {
    public let id: Int
    public var title: String
    public var items: [Int]

    public init(id: Int) {
        self.id = id
        title = "Detail \(id)"
        items = Array(0..<16)
    }
}
