import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
protocol Titled: AnyObject {
    var title: String { get }
}

@MainActor
final class DetailModel: Titled {
    let title: String
    init(title: String) { self.title = title }
}

@MainActor
@Suite("Reaching a screen's objects")
struct ScreenObjectLookupTests {
    @Test("a stored view model is reached by screen, by protocol, and for the top screen; none is made")
    func lookup() throws {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(3))
        let made = navigator.client(for: EntryID(1)).screenObject { DetailModel(title: "Three") }

        #expect(navigator.screenObject(DetailModel.self, for: EntryID(1)) === made)
        #expect(navigator.topScreenObject((any Titled).self)?.title == "Three")
        #expect(navigator.screenObject(DetailModel.self, for: EntryID(0)) == nil)

        navigator.pop()
        #expect(navigator.screenObject(DetailModel.self, for: EntryID(1)) == nil)
    }

    @Test("identities from numbers are the ones the navigator hands out, in order")
    func identities() {
        let navigator = Navigator(NavigationState<TestRoute, TestTab>.threeTabs())
        navigator.push(.list)
        #expect(navigator.topStack.entries.map(\.id) == [EntryID(0), EntryID(3)])
        #expect(EntryID(-1) == EntryID(0))
    }
}

@MainActor
@Suite("Making a screen's model in a test")
struct ScreenObjectMakingTests {
    @Test("the top screen's model is made once with a scoped client, then found by type")
    func makesOnce() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(2))
        var made = 0
        var scoped: NavigationClient<Int>?
        let embed: @MainActor (Int) -> TestRoute = { TestRoute.detail($0) }
        let first = navigator.topScreenObject(scope: embed) { client in
            made += 1
            scoped = client
            return DetailModel(title: "Two")
        }
        let again = navigator.topScreenObject(scope: embed) { _ in
            DetailModel(title: "Other")
        }
        #expect(first === again)
        #expect(made == 1)
        #expect(navigator.screenObject(DetailModel.self, for: EntryID(1)) === first)
        scoped?.push(3)
        #expect(navigator.topStack.top.route == .detail(3))
    }
}
