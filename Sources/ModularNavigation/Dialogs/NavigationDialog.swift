/// An alert or a confirmation dialog as a value: title, message and buttons that each
/// answer with an `Action`.
///
/// A dialog is navigation state like a sheet: the navigator holds the open one, SwiftUI
/// draws it, and a test reads and answers it without a screen. A screen presents it
/// through its client and awaits the answer:
///
/// ```swift
/// let answer = await client.presentDialog(
///     .alert(
///         "Delete this draft?",
///         message: "You cannot undo this.",
///         buttons: [
///             DialogButton("Delete", role: .destructive, action: DraftAction.delete),
///             DialogButton("Keep", role: .cancel, action: DraftAction.keep),
///         ]))
/// if answer == .finished(.delete) { store.delete(draft) }
/// ```
///
/// Unlike SwiftUI's own `alert`, the buttons carry values rather than closures, so the
/// answer goes back through the navigator, where events, guards and tests see it.
public struct NavigationDialog<Action: Hashable & Sendable>: Hashable, Sendable {
    /// Alert or confirmation dialog.
    public var style: PresentedDialog.Style
    /// The title; a confirmation dialog shows it above its buttons.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons in the order given; SwiftUI places a cancel button where the platform
    /// wants it.
    public var buttons: [DialogButton<Action>]

    /// Creates a dialog.
    ///
    /// - Parameters:
    ///   - style: Alert or confirmation dialog.
    ///   - title: The title.
    ///   - message: The text under the title.
    ///   - buttons: The buttons; an alert without buttons is drawn with an OK button
    ///     that dismisses it, which the presenter sees as ``NavigationResult/cancelled``.
    public init(style: PresentedDialog.Style, title: String, message: String? = nil, buttons: [DialogButton<Action>]) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title.
    ///   - buttons: The buttons.
    public static func alert(
        _ title: String, message: String? = nil, buttons: [DialogButton<Action>]
    ) -> NavigationDialog {
        NavigationDialog(style: .alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title.
    ///   - buttons: The choices; give one a ``DialogButtonRole/cancel`` role so that
    ///     tapping outside the dialog has a button to mean.
    public static func confirmationDialog(
        _ title: String, message: String? = nil, buttons: [DialogButton<Action>]
    ) -> NavigationDialog {
        NavigationDialog(style: .confirmationDialog, title: title, message: message, buttons: buttons)
    }

    /// The same dialog whose buttons answer with other values.
    public func map<Other>(_ transform: (Action) -> Other) -> NavigationDialog<Other> {
        NavigationDialog<Other>(
            style: style, title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

extension NavigationDialog where Action == AnyHashableSendable {
    /// A dialog whose typed actions are kept as ``AnyHashableSendable``s, as the navigation
    /// state holds it.
    public init<Typed>(erasing dialog: NavigationDialog<Typed>) {
        self = dialog.map { AnyHashableSendable($0) }
    }
}
