import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Links and dismiss article's zoom transitions: library API only.

private enum PhotosDestination: Hashable, Sendable {
    case grid
    case photo(id: Int)
}

private enum PhotoAppRoute: Hashable, Sendable {
    case photos(PhotosDestination)
    case settings
}

@MainActor
@Suite("zoom transition sources")
struct ZoomTransitionArticleTests {
    @Test("the source a module's view asks for is the one the opened screen is drawn with")
    func sourceMatchesOpenedScreen() {
        let navigator = Navigator(root: PhotoAppRoute.photos(.grid))
        let host = HeadlessHost(navigator: navigator)
        let grid = navigator.rootClient.scope(PhotoAppRoute.photos)

        let source = grid.transitionSource(for: .photo(id: 7))
        host.tap { grid.push(.photo(id: 7)) }
        expectSettled(host)

        // What the adapter puts in the opened screen's environment.
        let opened = AnyHashableSendable(navigator.topStack.top.route)
        #expect(opened == source)
    }

    @Test("a source is stable across pushes of the same route, and differs between routes")
    func sourceIsStable() {
        let navigator = Navigator(root: PhotoAppRoute.photos(.grid))
        let grid = navigator.rootClient.scope(PhotoAppRoute.photos)
        #expect(grid.transitionSource(for: .photo(id: 7)) == grid.transitionSource(for: .photo(id: 7)))
        #expect(grid.transitionSource(for: .photo(id: 7)) != grid.transitionSource(for: .photo(id: 8)))
        // The app's own route gives the same source as the module's wrapped one.
        #expect(
            AnyHashableSendable(PhotoAppRoute.photos(.photo(id: 7)))
                == grid.transitionSource(for: .photo(id: 7)))
    }

    @Test("a presented screen's source matches too")
    func presentedSourceMatches() {
        let navigator = Navigator(root: PhotoAppRoute.photos(.grid))
        let grid = navigator.rootClient.scope(PhotoAppRoute.photos)
        let source = grid.transitionSource(for: .photo(id: 3))
        grid.navigate(to: .photo(id: 3), mode: .fullScreenCover)
        #expect(AnyHashableSendable(navigator.topStack.root.route) == source)
    }
}
