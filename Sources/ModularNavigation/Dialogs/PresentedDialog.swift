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

extension PresentedDialog {
    /// What a tap outside a dialog does, as UIKit and SwiftUI do it, for the headless host
    /// to follow.
    package enum TapOutside: Hashable, Sendable {
        /// Nothing: UIKit gives an alert no tap outside.
        case ignored
        /// The dialog goes, answered with this button (its cancel button, whose action
        /// SwiftUI runs), or with none.
        case answers(button: Int?)
    }

    /// What a tap outside this dialog does: an alert stays; a confirmation dialog goes,
    /// answered by its cancel button when it has one.
    package var tapOutside: TapOutside {
        switch style {
        case .alert: .ignored
        case .confirmationDialog: .answers(button: buttons.firstIndex { $0.role == .cancel })
        }
    }
}

extension PresentedDialog {
    /// A button as the UI draws it, for SwiftUI and the headless host alike.
    package struct DrawnButton: Hashable, Sendable {
        /// The text on the button.
        package let label: String
        /// Cancel, destructive, or `nil` for an ordinary button.
        package let role: DialogButtonRole?
        /// The index of the dialog's own button a tap answers with, or `nil` when a tap
        /// dismisses the dialog without a choice.
        package let answer: Int?
    }

    /// The buttons drawn, in order: the dialog's own, or the OK button an alert without
    /// buttons is drawn with (as SwiftUI gives one), which dismisses it unanswered, so its
    /// presenter sees ``NavigationResult/cancelled``.
    package var drawnButtons: [DrawnButton] {
        guard !buttons.isEmpty || style != .alert else {
            return [DrawnButton(label: "OK", role: nil, answer: nil)]
        }
        return buttons.indices.map { DrawnButton(label: buttons[$0].label, role: buttons[$0].role, answer: $0) }
    }
}
