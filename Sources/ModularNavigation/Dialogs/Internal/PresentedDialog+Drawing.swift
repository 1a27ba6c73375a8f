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
