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
    /// The tracker's settings.
    case settings

    /// The quick entry sheet rests at a fifth of the screen.
    public static let quickEntryOptions = SheetOptions(detents: [.fraction(0.2)])
    /// The calculator takes the full height and shows its drag indicator.
    public static let calculatorOptions = SheetOptions(detents: [.large], dragIndicator: .visible)
}
