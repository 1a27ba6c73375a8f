package import ModularNavigation

/// What the `alert` and `confirmationDialog` modifiers read, and what a tap on their
/// buttons means.
extension TransitionDriver {
    /// The dialog the view of a stack draws: the drawn dialog, on the visible stack only.
    package func dialog(over location: StackLocation<Tab>) -> PresentedDialog? {
        slot(at: location).dialog
    }

    /// The user tapped a dialog's button, or dismissed it without one (`nil`).
    ///
    /// SwiftUI has already taken the dialog away; the core decides what the answer
    /// means, and ignores one for a dialog that is no longer open.
    package func dialogAnswered(_ id: EntryID, button: Int?) {
        userDidChange(.dialogAnswered(id, button: button))
    }

    /// The dialog of this opening has left the screen: SwiftUI drew an update without it.
    package func dialogDidDismiss(_ id: EntryID) {
        receive(.dialogDismissed(id))
    }
}
