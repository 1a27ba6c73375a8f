/// What a dialog button does in the user's eyes, which decides how SwiftUI draws it.
public enum DialogButtonRole: Hashable, Sendable {
    /// Backs out of the choice; drawn apart from the other buttons, and what tapping
    /// outside a confirmation dialog chooses.
    case cancel
    /// Deletes or loses something; drawn in red.
    case destructive
}
