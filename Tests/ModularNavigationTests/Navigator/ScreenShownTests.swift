import Foundation
import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// Records the screens a navigator reports shown, and checks each against the change it
/// ends: the screen on top of the state that change left, at its location, at most once
/// per change, after every event that says what the change did.
@MainActor
final class ScreenShownRecorder<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    private var heard: [(event: NavigationEvent<Route, Tab>, commit: NavigationCommit<Route, Tab>)] = []

    init(_ navigator: Navigator<Route, Tab>) {
        navigator.addCommitObserver { [weak self] event, commit in self?.heard.append((event, commit)) }
    }

    /// The routes of the screens shown, in order, each checked against its change.
    func shown(sourceLocation: SourceLocation = #_sourceLocation) -> [Route] {
        var routes: [Route] = []
        for (index, (event, commit)) in heard.enumerated() {
            guard case .screenShown(let entry, let location) = event else { continue }
            #expect(entry == commit.state.topScreen, sourceLocation: sourceLocation)
            #expect(location == commit.state.topLocation, sourceLocation: sourceLocation)
            // What follows it in the same change says why (a link, a restoration, a result),
            // never what changed, and never another screen shown.
            for (later, laterCommit) in heard[(index + 1)...] where laterCommit.number == commit.number {
                #expect(Self.saysWhy(later), "\(later) after \(event)", sourceLocation: sourceLocation)
            }
            routes.append(entry.route)
        }
        return routes
    }

    private static func saysWhy(_ event: NavigationEvent<Route, Tab>) -> Bool {
        switch event {
        case .deepLinkOpened, .restored, .resultDelivered, .resultCancelled, .resultUndelivered, .redirectResumed,
            .redirectAbandoned:
            true
        default: false
        }
    }
}

/// One path to a screen, and the screens the user is shown by it, in order.
enum ScreenPath: String, CaseIterable, Sendable {
    case push, pushInBackgroundTab, pop, present, dismiss, swipeBack, swipeDownSheet
    case selectTab, tapTab, retapAtRoot, retapPopsToRoot, removeSelectedTab, removeBackgroundTab, insertTab
    case setRoot, replaceStack, replaceStackKeepingTop, showAboveTabs, dismissAboveTabs
    case selectDetent, presentInspector, presentPopover, openDialog, popUnderDialog
    case refused, cancelled
    case selectSidebar, selectSidebarUnderSheet, selectContent
    case linkWarm, linkCold, linkToWhatIsShown, restoreCold, restoreWarm
    case redirect, redirectResumed, redirectAbandoned

    /// The routes of the screens shown, as the tabs' and the shop's tests print them.
    var expected: [String] {
        switch self {
        case .push, .setRoot: ["detail(1)"]
        case .pop, .dismiss, .swipeBack, .swipeDownSheet, .retapPopsToRoot, .dismissAboveTabs, .popUnderDialog:
            ["home"]
        case .present, .presentInspector, .presentPopover: ["settings"]
        case .selectTab, .removeSelectedTab: ["list"]
        case .tapTab: ["settings"]
        case .replaceStack: ["detail(2)"]
        case .showAboveTabs: ["picker"]
        case .selectSidebar, .selectSidebarUnderSheet: ["detail(1)"]
        case .selectContent: ["detail(2)"]
        case .linkWarm, .linkCold, .restoreWarm: ["product(7)"]
        case .restoreCold: ["cart"]
        case .redirect: ["signIn"]
        // The sign-in flow goes, showing home, then the resumed change shows the account.
        case .redirectResumed: ["home", "account"]
        case .redirectAbandoned: ["home"]
        case .pushInBackgroundTab, .retapAtRoot, .removeBackgroundTab, .insertTab, .replaceStackKeepingTop,
            .selectDetent, .openDialog, .refused, .cancelled, .linkToWhatIsShown:
            []
        }
    }

    /// Three tabs with distinct roots: home, list, settings.
    @MainActor
    static func tabs() -> Navigator<TestRoute, TestTab> {
        let roots: [TestTab: TestRoute] = [.home: .home, .search: .list, .profile: .settings]
        return Navigator(try! NavigationState(selectedTab: .home) { roots[$0] ?? .home })
    }

    /// Runs the path: what comes before it unrecorded, then the path itself recorded.
    @MainActor
    func screensShown() throws -> [String] {
        switch self {
        case .push, .pushInBackgroundTab, .pop, .present, .dismiss, .selectTab, .retapAtRoot, .retapPopsToRoot,
            .removeSelectedTab, .removeBackgroundTab, .insertTab, .setRoot, .replaceStack, .replaceStackKeepingTop,
            .showAboveTabs, .dismissAboveTabs, .selectDetent, .presentInspector, .presentPopover, .openDialog,
            .popUnderDialog, .refused, .cancelled:
            return try onTabs()
        case .swipeBack, .swipeDownSheet, .tapTab:
            return try byTheUser()
        case .selectSidebar, .selectSidebarUnderSheet, .selectContent:
            return try onSplit()
        case .linkWarm, .linkCold, .linkToWhatIsShown, .restoreCold, .restoreWarm, .redirect, .redirectResumed,
            .redirectAbandoned:
            return try inShop()
        }
    }

    @MainActor
    private func onTabs() throws -> [String] {
        let navigator = Self.tabs()
        var act: () -> Void
        switch self {
        case .push: act = { navigator.push(.detail(1)) }
        case .pushInBackgroundTab:
            let search = try #require(navigator.state.stack(at: .tab(.search))?.root.id)
            act = { navigator.client(for: search).push(.detail(1)) }
        case .pop:
            navigator.push(.detail(1))
            act = { navigator.pop() }
        case .present: act = { navigator.present(.settings, style: .sheet()) }
        case .dismiss:
            navigator.present(.settings, style: .sheet())
            act = { navigator.dismissPresentation() }
        case .selectTab: act = { navigator.selectTab(.search) }
        case .retapAtRoot: act = { navigator.perform(.tapTab(.home)) }
        case .retapPopsToRoot:
            navigator.push(.detail(1))
            act = { navigator.perform(.tapTab(.home)) }
        case .removeSelectedTab: act = { navigator.removeTab(.home) }
        case .removeBackgroundTab: act = { navigator.removeTab(.profile) }
        case .insertTab:
            navigator.removeTab(.profile)
            act = { navigator.insertTab(.profile, root: .picker, at: 0) }
        case .setRoot:
            navigator.push(.list)
            act = { navigator.perform(.setRoot(.detail(1))) }
        case .replaceStack: act = { navigator.perform(.replaceStack(path: [.detail(1), .detail(2)])) }
        case .replaceStackKeepingTop:
            navigator.push(.detail(1))
            act = { navigator.perform(.replaceStack(at: .tab(.search), path: [.picker])) }
        case .showAboveTabs: act = { navigator.showAboveTabs(.picker) }
        case .dismissAboveTabs:
            navigator.showAboveTabs(.picker)
            act = { navigator.perform(.dismissAboveTabs) }
        case .selectDetent:
            navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
            act = { navigator.perform(.selectDetent(.medium)) }
        case .presentInspector: act = { navigator.rootClient.navigate(to: .settings, mode: .inspector()) }
        case .presentPopover: act = { navigator.present(.settings, style: .popover()) }
        case .openDialog: act = { navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        case .popUnderDialog:
            navigator.push(.detail(1))
            navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
            act = { navigator.pop() }
        case .refused: act = { navigator.pop() }
        case .cancelled:
            navigator.addGuard { _ in .cancel }
            act = { navigator.push(.detail(1)) }
        default: throw PathError.notHere
        }
        let recorder = ScreenShownRecorder(navigator)
        let before = navigator.state
        act()
        // A path that shows nothing new still changed the state, unless it was refused or
        // cancelled (or a re-tap at the root, which only asks the screen to scroll up).
        if expected.isEmpty, ![.refused, .cancelled, .retapAtRoot].contains(self) {
            #expect(navigator.state != before, "\(self) changed nothing")
        }
        return recorder.shown().map(\.description)
    }

    @MainActor
    private func byTheUser() throws -> [String] {
        let navigator = Self.tabs()
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        let act: () -> Bool
        switch self {
        case .swipeBack:
            host.tap { navigator.push(.detail(1)) }
            act = { host.swipeBack() }
        case .swipeDownSheet:
            host.tap { navigator.present(.settings, style: .sheet()) }
            act = { host.swipeDownSheet() }
        case .tapTab: act = { host.tapTab(.profile) }
        default: throw PathError.notHere
        }
        expectSettled(host)
        let recorder = ScreenShownRecorder(navigator)
        #expect(act())
        expectSettled(host)
        return recorder.shown().map(\.description)
    }

    @MainActor
    private func onSplit() throws -> [String] {
        switch self {
        case .selectSidebar:
            let navigator = Navigator(NavigationState<TestRoute, Never>(sidebar: .list))
            let recorder = ScreenShownRecorder(navigator)
            navigator.perform(.selectSidebar(.detail(1)))
            return recorder.shown().map(\.description)
        case .selectSidebarUnderSheet:
            let navigator = Navigator(NavigationState<TestRoute, Never>(sidebar: .list))
            navigator.present(.settings, style: .sheet())
            let recorder = ScreenShownRecorder(navigator)
            navigator.perform(.selectSidebar(.detail(1)))
            return recorder.shown().map(\.description)
        case .selectContent:
            let navigator = Navigator(
                try NavigationState<TestRoute, Never>(sidebar: .list, selection: .home, contentSelection: nil))
            let recorder = ScreenShownRecorder(navigator)
            navigator.perform(.selectContent(.detail(2)))
            return recorder.shown().map(\.description)
        default: throw PathError.notHere
        }
    }

    @MainActor
    private func inShop() throws -> [String] {
        let product = Shop.url("shop://product/7")
        let navigator = try Shop.navigator(attached: self != .linkCold && self != .restoreCold)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        var act: () -> Void
        switch self {
        case .linkWarm: act = { navigator.open(product) }
        case .linkCold:
            navigator.open(product)
            act = { navigator.attachUI() }
        case .linkToWhatIsShown:
            navigator.open(product)
            act = { navigator.open(product) }
        case .restoreCold, .restoreWarm:
            var saved = NavigationState(root: ShopRoute.home)
            try saved.perform(.push(.product(7)))
            if self == .restoreCold { try saved.perform(.present(.cart, .sheet())) }
            let data = try saved.archived(schemaVersion: 1)
            act = { navigator.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home)) }
        case .redirect: act = { navigator.push(.account) }
        case .redirectResumed, .redirectAbandoned:
            navigator.push(.account)
            act = { Shop.finishSignIn(navigator, session: session, with: self == .redirectResumed) }
        default: throw PathError.notHere
        }
        let recorder = ScreenShownRecorder(navigator)
        act()
        return recorder.shown().map { "\($0)" }
    }

    enum PathError: Error { case notHere }
}

@MainActor
@Suite("The screen shown: one event, whatever the path")
struct ScreenShownTests {
    @Test(
        "each path reports the screen it shows once, last, or nothing when the top stays",
        arguments: ScreenPath.allCases)
    func eachPath(path: ScreenPath) throws {
        #expect(try path.screensShown() == path.expected)
    }

    /// Ways to reach the product screen over home in the shop.
    enum Way: CaseIterable, Sendable {
        case push, client, link, coldLink, restore
    }

    @Test("the same screen reached by another path is the same screen shown", arguments: Way.allCases)
    func sameDestination(way: Way) throws {
        let pushed = try Self.shown(by: .push)
        #expect(pushed.count == 1)
        #expect(try Self.shown(by: way) == pushed)
    }

    private static func shown(by way: Way) throws -> [NavigationEvent<ShopRoute, Never>] {
        let navigator = try Shop.navigator(attached: way != .coldLink)
        var shown: [NavigationEvent<ShopRoute, Never>] = []
        navigator.addEventObserver { event in
            if case .screenShown = event { shown.append(event) }
        }
        switch way {
        case .push: navigator.push(.product(7))
        case .client: navigator.rootClient.push(.product(7))
        case .link: navigator.open(Shop.url("shop://product/7"))
        case .coldLink:
            navigator.open(Shop.url("shop://product/7"))
            navigator.attachUI()
        case .restore:
            let saved = NavigationState(root: ShopRoute.home, path: [.product(7)])
            navigator.restore(
                from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: NavigationState(root: .home))
        }
        return shown
    }
}

@Suite("The screen shown in the inspection tools")
struct ScreenShownInspectionTests {
    @Test("a log writes no step for it and the route map counts nothing more: it is derived from the change")
    func derived() throws {
        let before = StackState(root: .home)
        var after = before
        let events = try after.perform(.push(.detail(1)))
        let shown = NavigationEvent<TestRoute, Never>.screenShown(after.topScreen, at: .main)
        #expect(events.last == shown)
        #expect(NavigationLog.Step(shown, in: after) == nil)

        var withIt = RouteMap(roots: [TestRoute.home])
        var without = withIt
        for event in events { withIt.record(event, before: before, after: after) }
        for event in events.dropLast() { without.record(event, before: before, after: after) }
        #expect(withIt.transitions == without.transitions)
        #expect(withIt.transitions.values.reduce(0, +) == 1)
    }
}
