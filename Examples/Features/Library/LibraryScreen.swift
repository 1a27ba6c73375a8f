import ExampleInterfaces

/// The view model of each Library screen: what the builder makes and the view draws.
enum LibraryScreen {
    case shelf(ShelfModel)
    case book(BookModel)
    case settings(LibrarySettingsModel)

    /// The model, for code that needs only what every screen offers.
    @MainActor
    var model: any ScreenModel {
        switch self {
        case .shelf(let model): model
        case .book(let model): model
        case .settings(let model): model
        }
    }
}
