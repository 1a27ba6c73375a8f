import ExampleApp
import LibraryFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import RoutineFeature
import Testing

@MainActor
@Suite("Regular-width layout: the Library in a split view")
struct SplitLayoutTests {
    @Test("a book opened on the shelf is pushed on the detail stack; another section replaces it")
    func libraryInSplitView() async {
        let app = ExampleApp(state: ExampleApp.regularWidthState, dependencies: AppDependencies())
        let host = show(app)
        await tap("Read Sleep Well", in: app)
        let detail = app.navigator.state.stack(at: .detail)?.entries.map { "\($0.route)" }
        #expect(detail == ["library/shelf", "library/book(1)"])

        #expect(host.tapSidebarItem(.routine(.today)))
        expectSettled(host)
        #expect(app.navigator.splitSelection() == .routine(.today))
        #expect(app.analytics.lines.contains("selected routine/today in the sidebar"))
    }

    @Test("borrowing a book without tabs: the checkout is pushed on the detail, and cancel and done close it")
    func checkoutWithoutTabs() async {
        let app = ExampleApp(state: ExampleApp.regularWidthState, dependencies: AppDependencies())
        show(app)
        await tap("Read Sleep Well", in: app)
        let book = app.navigator.state.stack(at: .detail)
        await tap("Borrow", in: app)
        #expect(app.topDemoScreen?.title == "Borrow Sleep Well")
        #expect(app.navigator.state.stack(at: .detail)?.depth == 2)

        // The Library's own close(), which ends the checkout above the tabs in the tab layout.
        await tap("Cancel", in: app)
        #expect(app.navigator.state.stack(at: .detail) == book)
        await tap("Borrow", in: app)
        await tap("Confirm", in: app)
        await tap("Done", in: app)
        #expect(app.navigator.state.stack(at: .detail) == book)
        #expect(app.topDemoScreen?.title == "Sleep Well")
    }

    @Test("collapsed on iPhone, back from the shelf shows the sidebar; the layout restores")
    func collapsedBackAndRestore() throws {
        let app = ExampleApp(state: ExampleApp.regularWidthState, dependencies: AppDependencies())
        let host = show(app)
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(app.navigator.splitSelection() == nil)

        app.navigator.perform(.selectSidebar(.library(.public(.shelf))))
        let saved = try app.navigator.state.archived(schemaVersion: ExampleApp.schemaVersion)
        let restored = NavigationState.restore(
            from: saved, schemaVersion: ExampleApp.schemaVersion, fallback: ExampleApp.regularWidthState)
        #expect(restored.outcome == .restored)
        #expect(restored.state == app.navigator.state)
    }

    @Test("a split archive from an older schema migrates; a section that is gone clears the selection")
    func migratedSplitArchive() throws {
        let app = ExampleApp(state: ExampleApp.regularWidthState, dependencies: AppDependencies())
        app.navigator.perform(.selectSidebar(.routine(.today)))
        let saved = try app.navigator.state.archived(schemaVersion: ExampleApp.schemaVersion)
        // The next version of the app retires the Routine feature.
        let migration = RouteMigration<AppRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(AppRoute.self)
            if case .routine = route { return nil }
            return route
        }
        let result = NavigationState.restore(
            from: saved, schemaVersion: 2, fallback: ExampleApp.regularWidthState, migration: migration)
        #expect(result.issues == [.selectionUndecodable])
        #expect(result.state.split?.selection == nil)
        #expect(result.state.split?.detail == nil)
    }
}
