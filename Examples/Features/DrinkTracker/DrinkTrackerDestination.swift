public import ModularNavigation

/// Every screen of the drink tracker: one stack and the sheets over it.
public enum DrinkTrackerDestination: Hashable, Sendable, Codable {
    /// The main screen, the stack's root.
    case main
    /// Every drink logged, pushed.
    case history
    /// One logged drink, pushed over the history.
    case record(id: Int)
    /// A short sheet to log a usual drink in one tap.
    case quickEntry
    /// A full-height sheet that adds up standard drinks and hands back the total.
    case calculator
    /// A sheet that describes a drink and hands it back.
    case customDrink
    /// The tracker's settings, in a sheet that opens at half height.
    case settings
    /// What a standard drink is, in a popover by the main screen's info button.
    case standardDrinkInfo

    /// The quick entry sheet rests at a fifth of the screen, and is one of a kind: a
    /// quick action or a link that asks for it while it is up leaves it as it is
    /// instead of stacking a second one over the drink being logged.
    public static let quickEntryOptions = SheetOptions(
        detents: [.fraction(0.2)], id: "quickEntry")
    /// The calculator takes the full height and shows its drag indicator.
    public static let calculatorOptions = SheetOptions(detents: [.large], dragIndicator: .visible)
    /// Settings open at half height, and the user can drag them up.
    ///
    /// The height they rest at is saved and restored with the rest of the navigation. At
    /// half height the log behind them stays usable.
    public static let settingsOptions = SheetOptions(
        detents: [.medium, .large],
        selectedDetent: .medium,
        dragIndicator: .visible,
        backgroundInteraction: .enabledUpThrough(.medium),
        cornerRadius: 24
    )
    /// The info popover hangs from the top trailing corner, where the info button sits;
    /// on an iPhone in portrait SwiftUI shows it as a sheet.
    public static let infoOptions = PopoverOptions(attachmentAnchor: .point(x: 1, y: 0), arrowEdge: .top)
}
