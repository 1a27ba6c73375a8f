import ModularNavigation
import ModularNavigationTesting
import Testing

private enum GridDestination: Hashable, Sendable {
    case grid
    case photo(id: Int)
}

private enum GridRoute: Hashable, Sendable {
    case photos(GridDestination)
}

@MainActor
@Suite("Zoom sources: which screen zooms out of which tapped view (issue 46)")
struct ZoomSourceArticleTests {
    private let navigator = Navigator(root: GridRoute.photos(.grid))
    private var grid: NavigationClient<GridDestination> { navigator.rootClient.scope(GridRoute.photos) }

    @Test("a pushed screen zooms out of the view marked with its source")
    func pushZooms() {
        let host = HeadlessHost(navigator: navigator)
        let source = grid.transitionSource(for: .photo(id: 7))
        host.showTransitionSource(source)
        host.tap { grid.push(.photo(id: 7)) }
        expectSettled(host)
        #expect(host.topScreenZoomSource == source)
    }

    @Test("a sheet and a cover zoom too; a popover and an inspector do not")
    func presentationsZoom() {
        let host = HeadlessHost(navigator: navigator)
        let source = grid.transitionSource(for: .photo(id: 3))
        host.showTransitionSource(source)
        for (mode, zooms) in [
            (NavigationMode.presented(.sheet()), true), (.fullScreenCover, true),
            (.presented(.popover()), false), (.presented(.inspector()), false),
        ] {
            host.tap { grid.navigate(to: .photo(id: 3), mode: mode) }
            expectSettled(host)
            #expect((host.topScreenZoomSource == source) == zooms, "\(mode)")
            host.tap { navigator.perform(.dismissAllPresentations) }
            expectSettled(host)
        }
    }

    @Test("without a marked source on screen, or for another route, the system's transition draws")
    func noSourceNoZoom() {
        let host = HeadlessHost(navigator: navigator)
        host.showTransitionSource(grid.transitionSource(for: .photo(id: 8)))
        host.tap { grid.push(.photo(id: 7)) }
        expectSettled(host)
        #expect(host.topScreenZoomSource == nil)

        // Two cells may mark one source; it stays until both have gone.
        let source = grid.transitionSource(for: .photo(id: 7))
        host.showTransitionSource(source)
        host.showTransitionSource(source)
        host.hideTransitionSource(source)
        #expect(host.topScreenZoomSource == source)
        host.hideTransitionSource(source)
        host.hideTransitionSource(source)
        #expect(host.topScreenZoomSource == nil)
        // The root screen never zooms.
        host.tap { navigator.popToRoot() }
        expectSettled(host)
        host.showTransitionSource(AnyHashableSendable(GridRoute.photos(.grid)))
        #expect(host.topScreenZoomSource == nil)
    }
}
