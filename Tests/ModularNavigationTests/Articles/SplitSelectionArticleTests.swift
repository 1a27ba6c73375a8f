import ModularNavigation
import Testing

// Code quoted by the Adaptive layouts article: a module selecting in the split view its
// screen is in.

/// A module's destinations; the app embeds them in its routes.
enum ShelfPickDestination: Hashable, Sendable {
    case shelf(Int)
}

/// The module's sidebar screen picks a shelf: the split view's detail shows it, in
/// whichever layout the app draws the module.
@MainActor
func showShelf(_ id: Int, client: NavigationClient<ShelfPickDestination>) {
    client.navigate(to: .shelf(id), mode: .selected)
}

@MainActor
@Suite("the Adaptive layouts article: a module selects in its split view")
struct SplitSelectionArticleTests {
    @Test("the module's selection is the sidebar's, through the app's scope")
    func moduleSelects() throws {
        let navigator = Navigator(SplitState(sidebar: .list))
        let sidebar = try #require(navigator.state.stack(at: .sidebar)?.root.id)
        let client = navigator.client(for: sidebar).scope { (destination: ShelfPickDestination) -> TestRoute in
            switch destination {
            case .shelf(let id): .detail(id)
            }
        }
        showShelf(7, client: client)
        #expect(navigator.state.split?.selection == .detail(7))
    }
}
