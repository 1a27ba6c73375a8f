import ModularNavigation
import Testing

@Suite("State differences")
struct DifferenceTests {
    @Test("a push changes only its stack and departs nothing")
    func push() throws {
        let old = TabState.threeTabs()
        var new = old
        try new.perform(.push(.list))
        let difference = new.difference(from: old)
        #expect(difference.changedLocations == [.tab(.home)])
        #expect(difference.departedScreens.isEmpty)
        #expect(!difference.tabsChanged)
    }

    @Test("a pop departs exactly the popped screens")
    func pop() throws {
        var old = StackState(root: .home, path: [.list, .detail(1), .detail(2)])
        try old.perform(.push(.settings))
        var new = old
        try new.perform(.pop(count: 3))
        #expect(Set(new.difference(from: old).departedScreens) == Set(old.baseStack.path.dropFirst().map(\.id)))
    }

    @Test("dismissing a layer departs its whole stack and changes the stack under it")
    func dismiss() throws {
        var old = StackState(root: .home)
        try old.perform(.present(.settings, .sheet()))
        try old.perform(.push(.list))
        var new = old
        try new.perform(.dismissPresentation)
        let difference = new.difference(from: old)
        #expect(Set(difference.changedLocations) == [.main, .presented(1)])
        #expect(Set(difference.departedScreens) == Set(old.presentations[0].stack.entries.map(\.id)))
    }

    @Test("a tab switch reports the selection and the stack that lost its sheet")
    func tabSwitch() throws {
        var old = TabState.threeTabs()
        try old.perform(.present(.settings, .sheet()))
        var new = old
        try new.perform(.selectTab(.profile))
        let difference = new.difference(from: old)
        #expect(difference.tabsChanged)
        #expect(Set(difference.changedLocations) == [.tab(.home), .presented(1)])
    }

    @Test("a screen removed under a new sheet departs; an unchanged state has no difference")
    func removedUnderSheet() throws {
        let old = StackState(root: .home, path: [.list])
        var target = old
        try target.perform(.present(.settings, .sheet()))
        try target.perform(.replaceStack(at: .main, path: []))
        let difference = target.difference(from: old)
        #expect(difference.departedScreens == [old.baseStack.path[0].id])

        let same = old.difference(from: old)
        #expect(same.isEmpty)
    }
}
