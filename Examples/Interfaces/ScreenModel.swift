/// What every example screen's view model offers, whatever module it lives in.
///
/// A SwiftUI view draws the title, the status and one button per action; the terminal
/// demo prints them and lets you pick an action by number. Both drive the same model,
/// so what the tests prove about a model holds for the app and the demo alike.
@MainActor
public protocol ScreenModel: AnyObject {
    /// The screen's title, as a navigation bar would show it.
    var title: String { get }
    /// One line about what the screen shows now, or `nil`.
    var status: String? { get }
    /// What the user can do on this screen, in display order.
    var actions: [ScreenAction] { get }
}

extension ScreenModel {
    public var status: String? { nil }

    /// The action with this title, for tests that tap a button by its label.
    public func action(_ title: String) -> ScreenAction? {
        actions.first { $0.title == title }
    }
}
