import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@testable import HomeFeature
@testable import LibraryFeature

// Seed 000, the modular cookbook: a module with public and internal destinations, a
// parent module that shows a child module's screens on its own stack, three tabs with
// independent stacks, tests with a capturing client, mock builders.

@MainActor
@Suite("000 cookbook")
struct CookbookTests {
    @Test("a view model navigates through a capturing client, as the Quick Reference tests it")
    func capturingClient() {
        var captured: HomeDestination?
        let client = NavigationClient<HomeDestination>(
            navigate: { destination, _ in captured = destination },
            dismiss: {},
            close: {}
        )

        let viewModel = DashboardModel(navigationClient: client)
        viewModel.browseLibrary()

        #expect(captured == .library(.public(.shelf)))
    }

    @Test("the shelf pushes an internal destination that only the Library can build")
    func internalDestination() {
        let recorder = RecordingNavigationClient<LibraryDestination>()
        let shelf = ShelfModel(catalog: .live, navigationClient: recorder.client)
        shelf.open(LibraryCatalog.Book(id: 2, title: "Morning Pages"))
        expectPushed(.internal(.book(id: 2)), by: recorder)
        shelf.showSettings()
        expectPresented(.public(.settings), .sheet(), by: recorder)
    }

    @Test("the mock catalog's screens read the mock catalog")
    func mockCatalog() throws {
        let recorder = RecordingNavigationClient<LibraryDestination>()
        let screen = LibraryDestination.screen(.public(.shelf), client: recorder.client, catalog: .mock)
        guard case .shelf(let shelf) = screen else { throw ScreenMismatch() }
        #expect(shelf.status == "1 books")
        #expect(DemoScreen(.library(screen)).actions.map(\.title) == ["Read Preview Book", "Library settings"])
    }

    @Test("Home pushes the Library's screens onto Home's own stack")
    func parentPushesChild() async {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tap("Read Sleep Well", in: app)
        #expect(stackRoutes(.home, in: app) == ["home/dashboard", "home/library(shelf)", "home/library(book(1))"])
        #expect(stackRoutes(.library, in: app) == ["library/shelf"])

        await tap("Back to the shelf", in: app)
        #expect(stackRoutes(.home, in: app) == ["home/dashboard", "home/library(shelf)"])
    }

    @Test("the three cookbook tabs keep independent stacks")
    func independentTabs() async {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tapTab(.routine, in: app)
        await tap("Start the routine", in: app)
        await tapTab(.library, in: app)
        await tap("Read Slow Breathing", in: app)

        expectTree(
            app.navigator,
            """
            tab home
              #0 home/dashboard
              #5 home/library(shelf)
            tab routine
              #1 routine/today
              #6 routine/step(1)
            tab library (selected)
              #2 library/shelf
              #7 library/book(3)
            tab assets
              #3 assets/list
            tab drinks
              #4 drinks/main
            """)
    }

    @Test("a screen keeps its view model however often it is built")
    func modelsAreMadeOncePerScreen() {
        let app = makeApp()
        let screen = app.navigator.topStack.top.id
        #expect(dashboard(app.screen(for: screen)) === dashboard(app.screen(for: screen)))
    }

    private struct ScreenMismatch: Error {}

    private func dashboard(_ screen: AppScreen?) -> DashboardModel? {
        guard case .home(.dashboard(let model)) = screen else { return nil }
        return model
    }
}
