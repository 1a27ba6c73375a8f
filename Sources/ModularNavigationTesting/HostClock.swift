import ModularNavigation
import ModularNavigationDrawing

/// The headless host's time, and the driver's fallback alarm on it.
///
/// Nothing waits on a wall clock: time moves only when the host settles or advances.
@MainActor
final class HostClock: FallbackTimer {
    /// The time now.
    var now: Duration = .zero
    /// The fallback armed by the driver: when it fires, and what it does.
    private(set) var alarm: (deadline: Duration, fire: @MainActor () -> Void)?

    func arm(after delay: Duration, _ fire: @escaping @MainActor () -> Void) {
        alarm = (now + delay, fire)
    }

    func disarm() {
        alarm = nil
    }

    /// Removes the alarm and returns what it does.
    func takeAlarm() -> (@MainActor () -> Void)? {
        defer { alarm = nil }
        return alarm?.fire
    }
}
