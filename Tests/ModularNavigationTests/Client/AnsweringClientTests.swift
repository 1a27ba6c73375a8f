import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("A client that answers for previews")
struct AnsweringClientTests {
    @Test("answers a request for its value's type at once, cancels any other, and refuses finishing")
    func answersRequests() async {
        let client = NavigationClient<TestRoute>.answering(Issue42(id: 5))
        #expect(
            await client.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self) == .finished(Issue42(id: 5)))
        #expect(await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self) == .cancelled)
        #expect(client.finish(with: Issue42(id: 1)) == .refused(.noPendingResult))
    }
}

@MainActor
@Suite("Navigator presentation shorthands")
struct PresentationShorthandTests {
    @Test("presentSheet presents like present(_:style:)")
    func shorthands() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium])))
        navigator.present(.picker, style: .fullScreenCover)
        #expect(
            navigator.state.presentations.map(\.style) == [.sheet(SheetOptions(detents: [.medium])), .fullScreenCover])
        #expect(navigator.topStack.root.route == .picker)
    }
}
