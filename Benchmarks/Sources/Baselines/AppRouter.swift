public import Observation

/// The router users write by hand: one `@Observable` class that holds every path.
///
/// Source: the `AppRouter` of seed 002 (a DrinkTracker app's navigation guide) — one
/// observable object as the single source of truth, with `push`, `pop`, `popToRoot`,
/// `presentSheet`, `dismiss` and `canPop`, injected with `.environment(router)` and bound
/// with `Bindable(router)`. Grown the way such apps grow it for tabs and nested sheets:
/// one path per tab in a dictionary (so a `ForEach` over the tabs can bind
/// `$router.paths[tab]`), a selected tab, and the modal layers as an array, each with
/// its own path. Re-selecting the selected tab pops it to its root and selecting
/// another tab dismisses what is presented first, the same rules the navigator keeps.
///
/// Nothing here is slowed down on purpose: plain arrays, no identities, no events, no
/// checks beyond what the seed's router does. Like the seed's, it is written for the
/// app's own route and tab types, not generic: a generic `@Observable` class pays for
/// instantiating its key paths at run time on every property access.
@MainActor
@Observable
public final class AppRouter {
    public typealias Route = BenchRoute
    public typealias Tab = BenchTab

    /// A sheet or full-screen cover, with the screens pushed inside it.
    public struct Modal: Hashable {
        public var root: Route
        public var isFullScreen: Bool
        public var path: [Route]

        public init(root: Route, isFullScreen: Bool, path: [Route] = []) {
            self.root = root
            self.isFullScreen = isFullScreen
            self.path = path
        }
    }

    /// The selected tab.
    public var selectedTab: Tab
    /// Every tab's path, bound to that tab's `NavigationStack`.
    public var paths: [Tab: [Route]]
    /// The sheets and covers over the selected tab, bottom first.
    public var modals: [Modal] = []

    public init(tabs: [Tab], selected: Tab) {
        self.selectedTab = selected
        var paths: [Tab: [Route]] = [:]
        for tab in tabs { paths[tab] = [] }
        self.paths = paths
    }

    /// Whether the visible stack has a screen to pop.
    public var canPop: Bool {
        if let modal = modals.last { return !modal.path.isEmpty }
        return !(paths[selectedTab]?.isEmpty ?? true)
    }

    /// Pushes onto the visible stack: the top modal's path, or the selected tab's.
    public func push(_ route: Route) {
        if modals.isEmpty {
            paths[selectedTab, default: []].append(route)
        } else {
            modals[modals.count - 1].path.append(route)
        }
    }

    /// Pops one screen from the visible stack.
    public func pop() {
        if modals.isEmpty {
            guard paths[selectedTab]?.isEmpty == false else { return }
            paths[selectedTab]?.removeLast()
        } else {
            guard !modals[modals.count - 1].path.isEmpty else { return }
            modals[modals.count - 1].path.removeLast()
        }
    }

    /// Pops the visible stack to its root.
    public func popToRoot() {
        if modals.isEmpty {
            paths[selectedTab] = []
        } else {
            modals[modals.count - 1].path = []
        }
    }

    /// Presents a sheet over everything.
    public func presentSheet(_ route: Route) {
        modals.append(Modal(root: route, isFullScreen: false))
    }

    /// Presents a full-screen cover over everything.
    public func presentFullScreenCover(_ route: Route) {
        modals.append(Modal(root: route, isFullScreen: true))
    }

    /// Dismisses the top modal.
    public func dismiss() {
        guard !modals.isEmpty else { return }
        modals.removeLast()
    }

    /// Dismisses every modal.
    public func dismissAll() {
        guard !modals.isEmpty else { return }
        modals.removeAll()
    }

    /// Selects a tab: another tab dismisses the modals first; the selected one pops to root.
    public func select(_ tab: Tab) {
        guard paths[tab] != nil else { return }
        if tab == selectedTab {
            dismissAll()
            if paths[tab]?.isEmpty == false { paths[tab] = [] }
        } else {
            dismissAll()
            selectedTab = tab
        }
    }

    /// What a screen's own "close me" button does in such an app: the screen knows its
    /// route, so the router finds the last occurrence of it on the visible stack and
    /// pops it with everything above; a modal's root dismisses the modal.
    public func dismiss(screen route: Route) {
        if let top = modals.indices.last {
            if let index = modals[top].path.lastIndex(of: route) {
                modals[top].path.removeSubrange(index...)
            } else if modals[top].root == route {
                modals.removeLast()
            }
        } else if let index = paths[selectedTab]?.lastIndex(of: route) {
            paths[selectedTab]?.removeSubrange(index...)
        }
    }
}
