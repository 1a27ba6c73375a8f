/// The dialog open over the visible screen, as the navigation state holds it.
///
/// At most one is open at a time. It belongs to a screen — the one whose client
/// presented it, the visible screen when the app did, or the one a state built with
/// ``NavigationState/presentingDialog(_:from:)`` names — and it closes, unanswered,
/// when that screen leaves or anything under the dialog changes: the visible stack,
/// the presentation chain, the selected tab. SwiftUI could not change those while an
/// alert is up anyway.
///
/// Open dialogs are transient: they are not saved with the state and do not come back
/// on restoration.
public struct PresentedDialog: Hashable, Sendable {
    /// This opening's identity.
    ///
    /// Drawn from the same never-reused sequence as screens' identities, so an answer meant
    /// for a dialog that has since closed (a tap that arrives late, a terminal that read an
    /// old printout) can never answer a newer one. Trees print it with a `!`.
    public let id: EntryID
    /// The screen the dialog belongs to.
    public let screen: EntryID
    /// What the dialog shows, with its buttons' actions boxed.
    public let dialog: NavigationDialog<AnyHashableSendable>

    @inlinable
    package init(id: EntryID, screen: EntryID, dialog: NavigationDialog<AnyHashableSendable>) {
        self.id = id
        self.screen = screen
        self.dialog = dialog
    }

    /// Alert or confirmation dialog.
    public var style: Style { dialog.style }
    /// The title.
    public var title: String { dialog.title }
    /// The text under the title, if any.
    public var message: String? { dialog.message }
    /// The buttons, in order.
    public var buttons: [DialogButton<AnyHashableSendable>] { dialog.buttons }
}

extension PresentedDialog {
    /// How SwiftUI draws a dialog.
    public enum Style: Hashable, Sendable {
        /// An alert in the middle of the screen, drawn with SwiftUI's `alert`.
        case alert
        /// A sheet of choices from the bottom (floating by its source on iPad), drawn with
        /// SwiftUI's `confirmationDialog`, with its title shown.
        case confirmationDialog
    }
}
