import ModularNavigation
import Testing

private func requireSendable<T: Sendable>(_: T.Type) {}

@Suite("Persistence: public values are Sendable")
struct PersistenceSendableTests {
    @Test("Persistence types stay Sendable")
    func sendable() {
        // Compile-time checks: this test fails to build if a type stops being Sendable.
        requireSendable(RestoreReport<TestRoute, TestTab>.self)
        requireSendable(RestoreReport<TestRoute, TestTab>.Outcome.self)
        requireSendable(RestoreIssue<TestTab>.self)
        requireSendable(RouteMigration<TestRoute>.self)
        #expect(NavigationState<TestRoute, TestTab>.archiveFormatVersion == 6)
    }
}
