import ModularNavigation
import Testing

// A compile-time check: if a public window type stops being Sendable, this file stops
// compiling. The test only exists so the suite lists the check.

private func requireSendable<T: Sendable>(_: T.Type) {}

@Suite("Windows: Sendable")
struct WindowSendableTests {
    @Test("public window types stay Sendable")
    func windowValuesAreSendable() {
        requireSendable(NavigationWindowID.self)
        requireSendable(NavigationWindows<TestRoute, TestTab>.Event.self)
        requireSendable(NavigationError.self)
        requireSendable(RestoreReport<TestRoute, TestTab>.self)
        requireSendable(NavigationWindows<TestRoute, TestTab>.self)
        requireSendable(NavigationRegistration.self)
    }
}
