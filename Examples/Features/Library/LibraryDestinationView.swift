#if canImport(SwiftUI)
    import ExampleInterfaces
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Library destination.
    @MainActor
    public struct LibraryDestinationView: View {
        let screen: LibraryScreen
        let mode: NavigationMode

        public var body: some View {
            switch screen {
            case .shelf(let model):
                ScreenModelView(model: model)
            case .book(let model):
                ScreenModelView(model: model)
                    .font(model.isRead ? .body.italic() : .body)
            case .settings(let model):
                ScreenModelView(model: model)
            case .checkout(let model):
                ScreenModelView(model: model)
            case .borrowed(let model):
                ScreenModelView(model: model)
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
