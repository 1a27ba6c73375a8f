import ModularNavigation
import ModularNavigationTesting

extension HeadlessHost {
    /// Lets what the app changed finish drawing, makes one gesture, and lets it finish:
    /// for tests of what a gesture does to a flow rather than how it animates.
    ///
    /// A refused gesture records no test failure here; the test expects the `false`.
    ///
    /// - Returns: Whether the gesture reached its control (see ``HeadlessHost/refusal(_:)``).
    @discardableResult func act(_ gesture: (HeadlessHost) -> Bool) -> Bool {
        settle()
        let reached = refusal { gesture(self) } == nil
        settle()
        return reached
    }
}
