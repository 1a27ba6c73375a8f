import ModularNavigation
public import Observation

/// The Library's settings, shown in a sheet.
@MainActor
@Observable
public final class LibrarySettingsModel {
    /// Whether the Library draws its text large.
    public private(set) var largeText = false
    private let navigationClient: NavigationClient<LibraryDestination>

    init(navigationClient: NavigationClient<LibraryDestination>) {
        self.navigationClient = navigationClient
    }

    /// The setting, in words.
    public var status: String { largeText ? "Large text on" : "Large text off" }

    /// Turns large text on or off.
    public func toggleLargeText() {
        largeText.toggle()
    }

    /// Closes the settings.
    public func done() {
        navigationClient.dismiss()
    }
}
