/// What became of a value a screen finished its flow with.
///
/// ``NavigationClient/finish(with:)`` returns it, so a view can tell a delivered pick from
/// one nobody was waiting for (a flow restored after a relaunch, or opened by a deep
/// link) and from a refusal.
public enum ResultDelivery: Hashable, Sendable {
    /// A presenter awaited the value; it has it, and the flow was dismissed.
    case delivered
    /// Nothing awaited a value, so the flow the screen belongs to was dismissed and the
    /// value dropped. The navigator reports ``NavigationEvent/resultUndelivered(from:)``.
    case undelivered
    /// Nothing changed: the screen is gone, the awaited type differs, the flow could not
    /// be dismissed, or the screen is not in a presented flow and nothing awaits a value.
    case refused(NavigationError)
}
