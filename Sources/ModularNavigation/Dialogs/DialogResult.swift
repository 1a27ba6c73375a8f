/// How a dialog a screen awaited was answered.
public enum DialogResult<Action: Hashable & Sendable>: Hashable, Sendable {
    /// The user (or code, or a test) chose the button with this action.
    case chosen(Action)
    /// The dialog closed without a choice: dismissed by code, closed because its screen
    /// left or the screen under it changed, never shown because it was refused, or the
    /// awaiting task was cancelled.
    case dismissed

    /// The chosen action, or `nil` when dismissed.
    public var action: Action? {
        if case .chosen(let action) = self { return action }
        return nil
    }
}
