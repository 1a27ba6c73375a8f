import ModularNavigation
import Testing

@MainActor
private final class ViewModel {
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor
private final class OtherModel {}

private final class Inner {}

private final class Outer {
    let inner: Inner
    init(inner: Inner) { self.inner = inner }
}

@MainActor
@Suite("Screen lifetime")
struct ScreenObjectTests {
    @Test("a screen's object is made once, however often the builder runs")
    func madeOnce() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(1))
        let client = navigator.client(for: navigator.topStack.top.id)
        var made = 0
        func build() -> ViewModel {
            client.screenObject {
                made += 1
                return ViewModel(id: made)
            }
        }
        let first = build()
        let second = build()
        #expect(first === second)
        #expect(made == 1)
        // Objects of different types live side by side on one screen.
        let other = client.screenObject { OtherModel() }
        #expect(client.screenObject { OtherModel() } === other)
        #expect(build() === first)
    }

    @Test("objects are released when their screen is popped, dismissed, replaced or reset by a tab re-tap")
    func releasedWhenScreenLeaves() {
        let navigator = Navigator(TabState.threeTabs())
        weak var popped: ViewModel?
        weak var dismissed: ViewModel?
        weak var replaced: ViewModel?
        weak var reset: ViewModel?
        weak var kept: ViewModel?

        func store(_ id: Int) -> ViewModel {
            navigator.client(for: navigator.topStack.top.id).screenObject { ViewModel(id: id) }
        }
        kept = store(0)
        navigator.push(.detail(1))
        popped = store(1)
        navigator.pop()
        #expect(popped == nil)

        navigator.present(.settings, style: .sheet())
        dismissed = store(2)
        navigator.dismissPresentation()
        #expect(dismissed == nil)

        navigator.push(.list)
        replaced = store(3)
        navigator.perform(.replaceStack(path: [.detail(9)]))
        #expect(replaced == nil)

        navigator.push(.detail(4))
        reset = store(4)
        navigator.perform(.tapTab(.home))
        #expect(reset == nil)
        #expect(kept != nil)
    }

    @Test("objects made in any order, across tabs, stay with their own screens and leave with them alone")
    func objectsInAnyOrder() throws {
        let navigator = Navigator(TabState.threeTabs())
        navigator.push(.detail(1))
        let older = navigator.client(for: navigator.topStack.top.id)
        navigator.perform(.selectTab(.search))
        navigator.push(.detail(2))
        let newer = navigator.client(for: navigator.topStack.top.id)
        // The newer screen's models first, then the older screen's, made between them.
        let newerModel = newer.screenObject { ViewModel(id: 2) }
        let newerOther = newer.screenObject { OtherModel() }
        weak let olderModel = older.screenObject { ViewModel(id: 1) }
        // The search tab's root, made first of all, gets its model last.
        let rootModel = navigator.rootClient.screenObject { ViewModel(id: 0) }
        #expect(older.screenObject { ViewModel(id: -1) }.id == 1)
        #expect(newer.screenObject { ViewModel(id: -1) } === newerModel)
        #expect(newer.screenObject { OtherModel() } === newerOther)

        // Leaving the older screen releases its model alone.
        navigator.perform(.selectTab(.home))
        navigator.pop()
        #expect(olderModel == nil)
        #expect(newer.screenObject { ViewModel(id: -1) } === newerModel)
        let searchRoot = try #require(navigator.client(forTab: .search))
        #expect(searchRoot.screenObject { ViewModel(id: -1) } === rootModel)
        #expect(navigator.rootClient.screenObject { ViewModel(id: 3) }.id == 3)
    }

    @Test("10,000 push/pop cycles leave no screen object alive")
    func noLeaksOverManyCycles() {
        let navigator = Navigator(root: TestRoute.home)
        var references: [() -> ViewModel?] = []
        for cycle in 0..<10_000 {
            navigator.push(.detail(cycle))
            let model = navigator.client(for: navigator.topStack.top.id).screenObject { ViewModel(id: cycle) }
            references.append { [weak model] in model }
            navigator.pop()
        }
        #expect(references.allSatisfy { $0() == nil })
    }

    @Test("a screen that is not in the state gets a fresh object that is not kept")
    func goneScreen() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let client = navigator.client(for: navigator.topStack.top.id)
        navigator.pop()
        weak let model = client.screenObject { ViewModel(id: 1) }
        #expect(model == nil)
    }

    @Test("a view model made for a screen can ask for another object of the same screen")
    func nestedScreenObjects() {
        let navigator = Navigator(root: TestRoute.home)
        let client = navigator.rootClient
        let outer = client.screenObject { Outer(inner: client.screenObject { Inner() }) }
        #expect(client.screenObject { Inner() } === outer.inner)
        #expect(client.screenObject { Outer(inner: Inner()) } === outer)
    }

    @Test("a client never gets back an object once its screen left, by a new state or by its model's making")
    func goneScreenThroughEveryDoor() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let replaced = navigator.client(for: navigator.topStack.top.id)
        weak let first = replaced.screenObject { ViewModel(id: 1) }
        navigator.replaceState(NavigationState(root: .home, path: [.detail(5)]))
        #expect(first == nil)
        weak let afterReplace = replaced.screenObject { ViewModel(id: 2) }
        #expect(afterReplace == nil)

        // A model whose making pops its own screen is handed back and not kept.
        navigator.push(.detail(3))
        let popping = navigator.client(for: navigator.topStack.top.id)
        weak let made = popping.screenObject { () -> ViewModel in
            navigator.pop()
            return ViewModel(id: 3)
        }
        #expect(made == nil)
        #expect(navigator.topStack.top.route == .detail(5))
    }
}
