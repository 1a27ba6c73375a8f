import ModularNavigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Deep links: which hosts a table accepts")
struct DeepLinkOriginTests {
    private static func table(_ origins: DeepLinkOrigins) throws -> DeepLinkTable<String> {
        try DeepLinkTable(origins: origins) {
            DeepLinkRoute("/tags/:tag") { try $0.string("tag") }
        }
    }

    @Test("a host the app approves is accepted; one it refuses is unknownHost; listed hosts need no approval")
    func approvedHosts() throws {
        let table = try Self.table(
            DeepLinkOrigins(hosts: ["example.com"], approvingHost: { $0.hasSuffix(".social") }))
        #expect(try table.resolve("https://mastodon.social/tags/swift").value == "swift")
        #expect(try table.resolve("https://MASTODON.Social/tags/swift").parameters.host == "mastodon.social")
        #expect(try table.resolve("https://example.com/tags/swift").parameters.host == "example.com")
        #expect(throws: DeepLinkError.unknownHost("evil.example")) {
            try table.resolve("https://evil.example/tags/swift")
        }
    }

    @Test("the approving closure sees only plain host names: no empty host, brackets, escapes, users or ports")
    func closureSeesOnlyHostNames() throws {
        let table = try Self.table(.anyHost())
        for text in ["https:///tags/swift", "https://[::1]/tags/swift", "https://ex%41mple.com/tags/swift"] {
            #expect(throws: DeepLinkError.self, "\(text)") { try table.resolve(text) }
            #expect((try? table.resolve(text)) == nil)
        }
        #expect(throws: DeepLinkError.malformedURL) { try table.resolve("https://user@mastodon.social/tags/swift") }
        #expect(throws: DeepLinkError.malformedURL) { try table.resolve("https://mastodon.social:8443/tags/swift") }
        #expect(throws: DeepLinkError.unsupportedScheme("http")) { try table.resolve("http://mastodon.social/tags/a") }
    }

    @Test("any host and a custom scheme: the scheme's host is a path segment and no universal host is read")
    func customSchemeBesideAnyHost() throws {
        let table = try DeepLinkTable<String>(origins: .anyHost(schemes: ["fedi"])) {
            DeepLinkRoute("/tags/:tag") {
                try $0.string("tag")
            } reverse: {
                ["tag": $0]
            }
        }
        let link = try table.resolve("fedi://tags/swift")
        #expect(link.value == "swift")
        #expect(link.parameters.host == nil)
        #expect(try table.url(for: "swift").absoluteString == "fedi:///tags/swift")
    }

    @Test(
        "a table without origins refuses every URL by its scheme, reads paths, and points a bare path to resolve(path:)"
    )
    func tableWithoutOrigins() throws {
        let table = try Self.table(.none)
        #expect(throws: DeepLinkError.unsupportedScheme("https")) { try table.resolve("https://example.com/tags/a") }
        #expect(throws: DeepLinkError.unsupportedScheme("myapp")) { try table.resolve("myapp://tags/a") }
        #expect(throws: DeepLinkError.pathWithoutOrigin) { try table.resolve("/tags/a") }
        #expect(try table.resolve(path: "/tags/a").value == "a")
        #expect(try table.resolve(path: "/tags/a").parameters.host == nil)
    }
}
