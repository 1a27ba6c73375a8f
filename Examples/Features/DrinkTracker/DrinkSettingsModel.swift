import ModularNavigation
public import Observation

/// The tracker's settings.
@MainActor
@Observable
public final class DrinkSettingsModel {
    /// Whether the app reminds the user at night.
    public private(set) var remindsAtNight = false
    private let navigationClient: NavigationClient<DrinkTrackerDestination>

    init(navigationClient: NavigationClient<DrinkTrackerDestination>) {
        self.navigationClient = navigationClient
    }

    /// The setting, in words.
    public var status: String { remindsAtNight ? "Night reminder on" : "Night reminder off" }

    /// Turns the night reminder on or off.
    public func toggleNightReminder() {
        remindsAtNight.toggle()
    }

    /// The sheet opens at half height; this pulls it up as a drag would.
    public func showEverySetting() {
        navigationClient.selectDetent(.large)
    }

    /// Closes the settings.
    public func done() {
        navigationClient.dismiss()
    }
}
