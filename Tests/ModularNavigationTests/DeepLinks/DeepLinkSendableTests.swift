import ModularNavigation
import Testing

/// Fails to compile if a public deep-link type stops being `Sendable`.
private func requireSendable<Value: Sendable>(_: Value.Type) {}

@Suite("Deep links: sendability and errors from app code")
struct DeepLinkSendableTests {
    @Test("Public deep-link types are Sendable")
    func publicTypesAreSendable() {
        requireSendable(DeepLinkTable<AppTarget>.self)
        requireSendable(DeepLinkRoute<AssetsDestination>.self)
        requireSendable(ResolvedLink<AppTarget>.self)
        requireSendable(DeepLinkParameters.self)
        requireSendable(DeepLinkTarget<LinkRoute, LinkTab>.self)
        requireSendable(DeepLinkOrigins.self)
        requireSendable(DeepLinkError.self)
        requireSendable(DeepLinkError.Conflict.self)
    }

    @Test("A table resolves the same links from many tasks at once")
    func concurrentResolution() async throws {
        let table = try LinkApp.makeTable()
        let values = await withTaskGroup(of: AppTarget?.self) { group in
            for id in 0..<64 {
                group.addTask { try? table.resolve("https://example.com/assets/detail/\(id)").value }
            }
            var values: [AppTarget?] = []
            for await value in group { values.append(value) }
            return values
        }
        #expect(values.count == 64)
        #expect(values.allSatisfy { $0 != nil })
    }

    private struct CustomFailure: Error {}

    @Test("Build and embed closures may refuse a link; other error types arrive wrapped")
    func closureErrors() throws {
        let module = try DeepLinkTable<Int> {
            DeepLinkRoute("/custom") { _ in throw CustomFailure() }
            DeepLinkRoute("/typed/:n") { try $0.int("n") }
        }
        let table = try DeepLinkTable<Int>(origins: DeepLinkOrigins(schemes: ["t"])) {
            module.mounted(at: "/m") { value in
                guard value < 100 else { throw DeepLinkError.invalidParameter(name: "n") }
                return value
            }
        }
        #expect(try table.resolve("t://m/typed/5").value == 5)
        #expect(deepLinkError { try table.resolve("t://m/typed/500") } == .invalidParameter(name: "n"))
        #expect(deepLinkError { try table.resolve("t://m/custom") } == .foreignError("CustomFailure()"))
    }
}
