#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Library destination: the view of its screen's model.
    @MainActor
    public struct LibraryDestinationView: View {
        let screen: LibraryScreen

        public var body: some View {
            switch screen {
            case .shelf(let model): ShelfView(model: model)
            case .book(let model): BookView(model: model)
            case .settings(let model): LibrarySettingsView(model: model)
            case .checkout(let model): CheckoutView(model: model)
            case .borrowed(let model): BorrowedView(model: model)
            }
        }
    }

    #if DEBUG
        #Preview("Shelf with the mock catalog") {
            NavigationStack {
                NavigationDestinationView(
                    .public(.shelf),
                    client: NavigationClient<LibraryDestination>.noop,
                    mode: .root,
                    builder: LibraryDestination.mockBuilder().buildDestination
                )
            }
        }
    #endif
#endif
