import ExampleInterfaces

/// The view model of each Library screen: what the builder makes and the view draws.
enum LibraryScreen {
    case shelf(ShelfModel)
    case book(BookModel)
    case settings(LibrarySettingsModel)
    case checkout(CheckoutModel)
    case borrowed(BorrowedModel)

    /// The model, for code that needs only what every screen offers.
    @MainActor
    var model: any ScreenModel {
        switch self {
        case .shelf(let model): model
        case .book(let model): model
        case .settings(let model): model
        case .checkout(let model): model
        case .borrowed(let model): model
        }
    }
}
