import ModularNavigation
public import Observation

/// What a standard drink is: a short note in a popover.
@MainActor
@Observable
public final class StandardDrinkInfoModel {
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    /// The note.
    public var note: String { "One standard drink holds 10 g of alcohol." }

    /// Closes the popover.
    public func gotIt() {
        navigationClient.dismiss()
    }
}
