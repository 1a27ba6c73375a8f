public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The shared-prefix route table of the hardening issue against a flat table of the same
/// size, both the library's: whether matching cost depends on how patterns share prefixes.
///
/// Shared: the 4,096 routes `/{a|:p0}/{a|:p1}/…/{a|:p11}/end`, every choice of literal
/// `a` or parameter at each of 12 positions. Flat: 4,096 routes `/f<i>/:p1/…/:p11/end`,
/// each with its own first literal. Both have 13 segments per URL, so the URLs are the
/// same length.
public struct SharedPrefixWorkload: Sendable {
    /// The number of positions that are either `a` or a parameter.
    public static let positions = 12

    /// A table, or the error building it threw, and how long building took.
    public struct Built: Sendable {
        public let table: Result<DeepLinkTable<Int>, DeepLinkError>
        public let buildNanoseconds: Double
    }

    public let shared: Built
    public let flat: Built
    /// Candidate URLs for the shared table, by name; the worst one is reported.
    public let sharedURLs: [(name: String, url: URL)]
    /// Candidate URLs for the flat table, by name.
    public let flatURLs: [(name: String, url: URL)]

    public init() {
        let positions = Self.positions
        let count = 1 << positions
        let sharedRoutes = (0..<count).map { mask in
            let segments = (0..<positions).map { mask & (1 << $0) != 0 ? "a" : ":p\($0)" }
            return DeepLinkRoute<Int>("/" + segments.joined(separator: "/") + "/end") { _ in mask }
        }
        let flatRoutes = (0..<count).map { index in
            let segments = ["f\(index)"] + (1..<positions).map { ":p\($0)" }
            return DeepLinkRoute<Int>("/" + segments.joined(separator: "/") + "/end") { _ in index }
        }
        shared = Self.build(sharedRoutes)
        flat = Self.build(flatRoutes)

        func url(_ segments: [String]) -> URL {
            guard let url = URL(string: "https://example.com/" + segments.joined(separator: "/")) else {
                fatalError("benchmark URLs are valid")
            }
            return url
        }
        let a = Array(repeating: "a", count: positions)
        let x = Array(repeating: "x", count: positions)
        let alternating = (0..<positions).map { $0.isMultiple(of: 2) ? "a" : "x" }
        sharedURLs = [
            ("every literal /a/…/a/end", url(a + ["end"])),
            ("every parameter /x/…/x/end", url(x + ["end"])),
            ("alternating /a/x/…/end", url(alternating + ["end"])),
            ("literals then x /a/…/a/x/end", url(Array(a.dropLast()) + ["x", "end"])),
            ("no match /a/…/a/nope", url(a + ["nope"])),
        ]
        let rest = Array(repeating: "x", count: positions - 1)
        flatURLs = [
            ("first route /f0/x/…/end", url(["f0"] + rest + ["end"])),
            ("last route /f4095/x/…/end", url(["f\(count - 1)"] + rest + ["end"])),
            ("no match /f4095/x/…/nope", url(["f\(count - 1)"] + rest + ["nope"])),
        ]
    }

    private static func build(_ routes: [DeepLinkRoute<Int>]) -> Built {
        let clock = ContinuousClock()
        var result: Result<DeepLinkTable<Int>, DeepLinkError> = .failure(.noMatch)
        let elapsed = clock.measure {
            do throws(DeepLinkError) {
                result = .success(try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes })
            } catch {
                result = .failure(error)
            }
        }
        let (seconds, attoseconds) = elapsed.components
        return Built(table: result, buildNanoseconds: Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
    }

    /// Resolves one URL; the value, or `nil` for an error.
    public static func resolve(_ table: DeepLinkTable<Int>, _ url: URL) -> Int? {
        try? table.resolve(url).value
    }
}
