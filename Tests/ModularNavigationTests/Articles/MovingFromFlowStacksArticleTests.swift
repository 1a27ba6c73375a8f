import ModularNavigation
import ModularNavigationTesting
import Testing

// The Moving from FlowStacks article's flow, word for word: a photo gallery, a photo
// pushed on it, an editor in a full-screen cover with its own pushed screen, and the
// ways back. One module, so the navigator's route is the screen enum itself. Library API
// only.

private enum PhotoScreen: Hashable, Sendable {
    case gallery
    case photo(id: Int)
    case editor(id: Int)
    case filters
}

@MainActor
@Suite("the Moving from FlowStacks article")
struct MovingFromFlowStacksArticleTests {
    @Test("push, a cover with a stack of its own, back one screen, and back to the root")
    func pushCoverAndBack() {
        let navigator = Navigator(root: PhotoScreen.gallery)
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        let gallery = navigator.rootClient

        gallery.push(.photo(id: 3))
        let photo = navigator.client(for: navigator.topStack.top.id)
        photo.navigate(to: .editor(id: 3), mode: .fullScreenCover)
        let editor = navigator.client(for: navigator.topStack.top.id)
        editor.push(.filters)
        expectTree(
            navigator,
            """
            main
              #0 gallery
              #1 photo(id: 3)
              fullScreenCover
                #2 editor(id: 3)
                #3 filters
            """)
        events.skipEvents()

        let filters = navigator.client(for: navigator.topStack.top.id)
        filters.dismiss()
        events.expectEvents(["popped #3 filters from presented 1", "screen shown #2 editor(id: 3) at presented 1"])

        editor.push(.filters)
        events.skipEvents()
        gallery.popToRoot()
        expectTree(
            navigator,
            """
            main
              #0 gallery
            """)
        events.skipEvents()
    }

    @Test("the whole route list at once, as a deep link sets it")
    func wholeRouteList() throws {
        let navigator = Navigator(root: PhotoScreen.gallery)
        let target = DeepLinkTarget<PhotoScreen, Never>.stack(root: .gallery, path: [.photo(id: 3)])
            .presenting(.editor(id: 3), style: .fullScreenCover, path: [.filters])
        navigator.replaceState(try navigator.state.navigating(to: target))
        #expect(navigator.state.baseStack.path.map(\.route) == [.photo(id: 3)])
        #expect(navigator.state.presentations.map(\.style) == [.fullScreenCover])
        #expect(navigator.topStack.root.route == .editor(id: 3))
        #expect(navigator.topStack.path.map(\.route) == [.filters])
    }

    @Test("the cover's screens close their whole flow at once")
    func closeTheCover() {
        let navigator = Navigator(root: PhotoScreen.gallery)
        navigator.rootClient.push(.photo(id: 3))
        navigator.client(for: navigator.topStack.top.id).navigate(to: .editor(id: 3), mode: .fullScreenCover)
        navigator.client(for: navigator.topStack.top.id).push(.filters)

        let filters = navigator.client(for: navigator.topStack.top.id)
        filters.close()
        expectTree(
            navigator,
            """
            main
              #0 gallery
              #1 photo(id: 3)
            """)
    }
}
