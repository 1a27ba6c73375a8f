import ModularNavigation
import Testing

@Suite("Deep links: applying a resolved link to the current state")
struct DeepLinkApplyTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    @Test("A link selects its tab and sets that tab's stack; other tabs keep their screens")
    func selectsTabAndStack() throws {
        var state = LinkApp.initialState()
        try state.perform(.push(.okScreen))
        let homeStack = state.stack(at: .tab(.home))
        let link = try table.resolve("https://example.com/assets/detail/42")
        try state.navigate(to: link.value)
        #expect(state.selectedTab == .assets)
        #expect(state.stack(at: .tab(.assets))?.path.map(\.route) == [.assets(.detail(42))])
        #expect(state.stack(at: .tab(.home)) == homeStack)
    }

    @Test("Opening the link the state already shows changes nothing")
    func idempotent() throws {
        var state = LinkApp.initialState()
        try state.open(table.resolve("https://example.com/share/7"))
        let before = state
        try state.open(table.resolve("myapp://share/7"))
        #expect(state == before)
    }

    @Test("Screens the link keeps keep their identity; the rest are new")
    func keepsIdentity() throws {
        var state = LinkApp.initialState()
        try state.open(table.resolve("https://example.com/assets/detail/7"))
        let detail = try #require(state.stack(at: .tab(.assets))?.path.first)
        let root = try #require(state.stack(at: .tab(.assets))?.root)

        try state.open(table.resolve("https://example.com/share/7"))
        let stack = try #require(state.stack(at: .tab(.assets)))
        #expect(stack.root == root)
        #expect(stack.path == [detail])
        #expect(state.presentations.map(\.stack.root.route) == [.share(7)])

        try state.open(table.resolve("https://example.com/assets/detail/8"))
        let replaced = try #require(state.stack(at: .tab(.assets))?.path.first)
        #expect(replaced.route == .assets(.detail(8)))
        #expect(replaced.id != detail.id)
        #expect(state.presentations.isEmpty)
    }

    @Test("Presentations that already show the target's root stay up; others are dismissed")
    func presentations() throws {
        var state = LinkApp.initialState()
        try state.open(table.resolve("https://example.com/login"))
        let login = try #require(state.presentations.first)
        try state.open(table.resolve("https://example.com/login"))
        #expect(state.presentations == [login])

        try state.perform(.present(.share(1), .sheet()))
        try state.open(table.resolve("https://example.com/login"))
        #expect(state.presentations == [login])

        try state.open(table.resolve("https://example.com/"))
        #expect(state.presentations.isEmpty)
        #expect(state.selectedTab == .home)
    }

    @Test("A bad URL throws its typed error and leaves the state unchanged")
    func badURLLeavesStateUnchanged() throws {
        var state = LinkApp.initialState()
        try state.open(table.resolve("https://example.com/share/3"))
        let before = state
        for (url, expected) in [
            ("https://evil.com/assets/detail/1", DeepLinkError.unknownHost("evil.com")),
            ("https://example.com/assets/detail/-1", .invalidParameter(name: "id")),
            ("https://example.com/assets/../login", .dotSegment),
            ("ftp://example.com/", .unsupportedScheme("ftp")),
        ] {
            #expect(deepLinkError { try state.open(table.resolve(url)) } == expected)
            #expect(state == before)
        }
    }

    @Test("A target the state refuses is a typed error and changes nothing")
    func refusedTarget() throws {
        // This app has no profile tab.
        var state = try AppState(tabs: [.home, .assets], selectedTab: .assets) { _ in .home }
        try state.perform(.present(.share(1), .sheet()))
        let before = state
        #expect(
            deepLinkError { try state.open(table.resolve("https://example.com/profile/settings")) }
                == .navigationRefused(.unknownTab)
        )
        #expect(state == before)
        let link = try table.resolve("https://example.com/profile/settings")
        #expect(throws: NavigationError.unknownTab) { try state.navigate(to: link.value) }
        #expect(state == before)
    }

    @Test("An app without tabs uses targets without tabs, checked by type")
    func appWithoutTabs() throws {
        let table = try DeepLinkTable<DeepLinkTarget<LinkRoute, Never>>(origins: LinkApp.origins) {
            try AssetsModule.deepLinks().mounted(at: "/assets") { .stack(path: [.assets($0)]) }
            DeepLinkRoute("/login") { _ in .present(.login) }
        }
        var state = NavigationState<LinkRoute, Never>(root: .home)
        try state.open(table.resolve("https://example.com/assets/kind/photo"))
        #expect(state.baseStack.path.map(\.route) == [.assets(.kind(.photo))])
        try state.open(table.resolve("https://example.com/login"))
        #expect(state.baseStack.path.map(\.route) == [.assets(.kind(.photo))])
        #expect(state.presentations.map(\.stack.root.route) == [.login])
    }

    @Test("Presented stacks get their paths, and applying is pure")
    func presentedPaths() throws {
        let target = AppTarget.tab(.profile).presenting(.login, path: [.okScreen]).presenting(.share(2))
        let state = LinkApp.initialState()
        let next = try state.navigating(to: target)
        #expect(state == LinkApp.initialState())
        #expect(next.selectedTab == .profile)
        #expect(next.presentations.map(\.stack.root.route) == [.login, .share(2)])
        #expect(next.presentations.first?.stack.path.map(\.route) == [.okScreen])
    }

    @MainActor
    @Test("A navigator applying the resolved state keeps the screens the link did not change")
    func navigatorApply() throws {
        let navigator = Navigator(LinkApp.initialState())
        navigator.selectTab(.assets)
        navigator.push(.assets(.detail(1)))
        let kept = try #require(navigator.state.stack(at: .tab(.assets))?.path.first)

        var target = navigator.state
        try target.open(table.resolve("https://example.com/share/1"))
        navigator.replaceState(target)

        #expect(navigator.state.stack(at: .tab(.assets))?.path == [kept])
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.share(1)])
    }
}
