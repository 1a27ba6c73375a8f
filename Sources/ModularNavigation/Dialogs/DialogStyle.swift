/// How SwiftUI draws a dialog.
public enum DialogStyle: Hashable, Sendable {
    /// An alert in the middle of the screen, drawn with SwiftUI's `alert`.
    case alert
    /// A sheet of choices from the bottom (floating by its source on iPad), drawn with SwiftUI's
    /// `confirmationDialog`, with its title shown.
    case confirmationDialog
}
