public import ModularNavigation

/// The home-screen quick actions of the tracker.
///
/// Each one names a clean slate to start from: the routes above the main screen and
/// what to present. The app turns that into one target, so a quick action pops to the
/// root, dismisses what is up and navigates in a single change.
public enum DrinkTrackerQuickAction: String, Hashable, Sendable, CaseIterable {
    /// Log a usual drink.
    case logDrink = "log"
    /// See the history.
    case history
    /// Open the calculator.
    case calculator

    /// The routes pushed on the main screen.
    public var path: [DrinkTrackerDestination] {
        self == .history ? [.history] : []
    }

    /// What to present over them, with how.
    public var presented: (destination: DrinkTrackerDestination, style: PresentationStyle)? {
        switch self {
        case .logDrink: (.quickEntry, .sheet(DrinkTrackerDestination.quickEntryOptions))
        case .history: nil
        case .calculator: (.calculator, .sheet(DrinkTrackerDestination.calculatorOptions))
        }
    }
}
