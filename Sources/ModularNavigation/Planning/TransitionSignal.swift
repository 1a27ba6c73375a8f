/// A report from the UI that a transition it was asked to show has finished.
///
/// The SwiftUI adapter sends these when a screen has finished appearing and when a
/// dismissed presentation has left (`onDismiss`). A ``TransitionQueue`` advances only on the signal its
/// running step awaits, so a late or unrelated signal never skips a step.
@_spi(Drawing) public enum TransitionSignal: Hashable, Sendable {
    /// The screen with this identity appeared.
    case appeared(EntryID)
    /// The presentation, or the stack above the tabs, whose root screen has this identity
    /// left the screen.
    case dismissed(EntryID)
    /// The dialog of this opening left the screen.
    case dialogDismissed(DialogID)
}
