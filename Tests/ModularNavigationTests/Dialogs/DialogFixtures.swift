import ModularNavigation

/// What the test dialogs answer with.
enum DraftAction: Hashable, Sendable {
    case delete, keep, share
}

extension NavigationDialog where Action == DraftAction {
    /// An alert with a destructive choice and a cancel button.
    static var deleteDraft: NavigationDialog {
        .alert(
            "Delete draft?",
            message: "This cannot be undone.",
            buttons: [
                DialogButton("Delete", role: .destructive, action: .delete),
                DialogButton("Keep", role: .cancel, action: .keep),
            ])
    }

    /// A confirmation dialog.
    static var draftOptions: NavigationDialog {
        .confirmationDialog(
            "Draft",
            buttons: [
                DialogButton("Share", action: .share),
                DialogButton("Delete", role: .destructive, action: .delete),
                DialogButton("Cancel", role: .cancel, action: .keep),
            ])
    }

    /// The dialog as the navigation state keeps it.
    var erased: NavigationDialog<AnyHashableSendable> { NavigationDialog<AnyHashableSendable>(erasing: self) }
}
