/// One button of an alert or confirmation dialog, with the value it answers.
///
/// The action is a value, not a closure, so that a dialog can be compared, printed,
/// kept in the navigation state, and answered by a test or a terminal as well as by
/// a tap. The screen that presented the dialog gets the value back from
/// ``NavigationClient/presentDialog(_:)``.
///
/// ```swift
/// DialogButton("Delete", role: .destructive, action: DraftAction.delete)
/// ```
public struct DialogButton<Action: Hashable & Sendable>: Hashable, Sendable {
    /// The button's title.
    public var label: String
    /// Cancel, destructive, or `nil` for an ordinary button.
    public var role: DialogButtonRole?
    /// The value a tap on this button answers the dialog with, or `nil` for a button
    /// whose tap answers ``NavigationResult/cancelled`` (see ``cancel(_:)``).
    public var action: Action?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - label: The button's title.
    ///   - role: Cancel, destructive, or `nil` for an ordinary button.
    ///   - action: The value a tap answers the dialog with.
    public init(_ label: String, role: DialogButtonRole? = nil, action: Action) {
        self.init(label: label, role: role, action: Optional(action))
    }

    /// A cancel button that needs no value: a tap closes the dialog and its presenter
    /// gets ``NavigationResult/cancelled``, as a tap outside a confirmation dialog does.
    ///
    /// ```swift
    /// .alert("Delete this draft?", buttons: [
    ///     DialogButton("Delete", role: .destructive, action: DraftAction.delete),
    ///     .cancel("Cancel"),
    /// ])
    /// ```
    ///
    /// - Parameter label: The button's title; drawn with the ``DialogButtonRole/cancel`` role.
    public static func cancel(_ label: String) -> DialogButton {
        DialogButton(label: label, role: .cancel, action: nil)
    }

    private init(label: String, role: DialogButtonRole?, action: Action?) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// The same button answering with another value.
    public func map<Other>(_ transform: (Action) -> Other) -> DialogButton<Other> {
        DialogButton<Other>(label: label, role: role, action: action.map(transform))
    }
}

/// What a dialog button does in the user's eyes, which decides how SwiftUI draws it.
public enum DialogButtonRole: Hashable, Sendable {
    /// Backs out of the choice; drawn apart from the other buttons, and what tapping
    /// outside a confirmation dialog chooses.
    case cancel
    /// Deletes or loses something; drawn in red.
    case destructive
}
