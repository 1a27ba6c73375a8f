import ExampleInterfaces
import ModularNavigation
import Observation

/// The Library's settings, shown in a sheet.
@MainActor
@Observable
final class LibrarySettingsModel: ScreenModel {
    private(set) var largeText = false
    private let navigationClient: NavigationClient<LibraryDestination>

    init(navigationClient: NavigationClient<LibraryDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Library settings" }
    var status: String? { largeText ? "Large text on" : "Large text off" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Toggle large text") { self.largeText.toggle() },
            ScreenAction("Done") { self.navigationClient.dismiss() },
        ]
    }
}
