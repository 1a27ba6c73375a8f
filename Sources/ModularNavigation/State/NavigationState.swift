/// The whole navigation of an app as one value: a stack, tabs or a split view, and the
/// chain of sheets and covers presented over it.
///
/// The state is a plain value. It changes only through ``perform(_:policy:)``, which
/// keeps its invariants:
/// - every screen has an ``EntryID`` that is unique in the state and never reused;
/// - presentations form one chain over the base stack (in tabs, over the selected
///   tab's stack, or the stack above the tabs while there is one), so nothing presents
///   from a covered stack;
/// - dismissing a presentation dismisses everything above it.
///
/// A ``Navigator`` owns the live state of an app; tests, deep links and restoration can
/// build and change states on their own and hand them to ``Navigator/replaceState(_:)``.
///
/// ```swift
/// var state = NavigationState(root: AppRoute.home)
/// try state.perform(.push(.detail(id: 7)))
/// print(state.treeDescription)
/// ```
public struct NavigationState<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// What sits at the bottom of the state.
    public enum Base: Hashable, Sendable {
        /// One stack, for apps without tabs.
        case stack(NavigationStackState<Route>)
        /// Tabs, each with its own stack.
        case tabs(NavigationTabs<Route, Tab>)
        /// A split view: a sidebar, its selection, and a detail stack.
        case split(NavigationSplit<Route>)

        // The changer below moves the payload out of `self` (`switch consume`) while its
        // body runs, so the payload's storage is not shared and grows in place, and puts it
        // back: nothing is copied or destroyed. Copying it out and writing a placeholder
        // instead cost two copies and three destroys of the whole enum per push.

        /// Changes the payload of this layout in place: the body given for it runs, and
        /// the bodies for the other layouts, left out, do nothing.
        @inlinable
        mutating func modify(
            stack changeStack: (inout NavigationStackState<Route>) -> Void = { _ in },
            tabs changeTabs: (inout NavigationTabs<Route, Tab>) -> Void = { _ in },
            split changeSplit: (inout NavigationSplit<Route>) -> Void = { _ in }
        ) {
            switch consume self {
            case .stack(var stack):
                changeStack(&stack)
                self = .stack(stack)
            case .tabs(var tabs):
                changeTabs(&tabs)
                self = .tabs(tabs)
            case .split(var split):
                changeSplit(&split)
                self = .split(split)
            }
        }
    }

    // Stored under `_` names that `@inlinable` code reads and writes; the public names only
    // read, since the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline var _base: Base
    /// The stack or tabs at the bottom.
    public package(set) var base: Base {
        @inlinable get { _base }
        set { _base = newValue }
    }
    @usableFromInline var _presentations: [NavigationPresentation<Route>]
    /// The presented stacks, bottom first; each one covers the one before it, and the
    /// first covers the base stack (in tabs, the selected tab's stack, or the stack above
    /// the tabs while there is one).
    public package(set) var presentations: [NavigationPresentation<Route>] {
        @inlinable get { _presentations }
        set { _presentations = newValue }
    }
    @usableFromInline var _dialog: PresentedDialog?
    /// The alert or confirmation dialog open over the visible screen, if any; transient,
    /// so never saved (see ``PresentedDialog``).
    public package(set) var dialog: PresentedDialog? {
        @inlinable get { _dialog }
        set { _dialog = newValue }
    }
    @usableFromInline var _queuedDialogs: [PresentedDialog] = []
    /// Dialogs asked for while ``dialog`` is open, oldest first.
    ///
    /// Each opens when the one before it closes, and closes unanswered, never shown, if
    /// its screen goes first.
    /// Empty whenever no dialog is open; transient like the open one.
    @inlinable public var queuedDialogs: [PresentedDialog] { _queuedDialogs }
    /// The raw value of the next identity to hand out; only ever grows.
    @usableFromInline var nextID: UInt64
    /// In an app without tabs, the screen that began the flow shown above the tabs: the
    /// first one `showAboveTabs` pushed while none was up.
    ///
    /// There the flow has no stack of its own, so this marks where it begins on the stack
    /// it was pushed on, as ``NavigationTabs/above`` holds it in tabs; a module's flow then
    /// ends itself the same way in every layout (``aboveTabsFlow``). `nil` in tabs and
    /// while no such flow is up; it goes with its screen.
    @usableFromInline var _aboveTabsFlowRoot: EntryID? = nil
    @usableFromInline var _minimized: NavigationPresentation<Route>? = nil
    /// The flow minimized to a small overlay above the app, or `nil`.
    ///
    /// A layer presented over the app (``PresentationPlacement/overApp``) that the user
    /// shrank (``NavigationAction/minimize(_:)``), its screens kept at
    /// ``StackLocation/minimized`` until it is expanded (``NavigationAction/expand``) or
    /// closed. At most one.
    ///
    /// It is outside the chain of ``presentations``: it covers nothing, so the tabs and
    /// the screens under it stay usable and may present.
    public package(set) var minimized: NavigationPresentation<Route>? {
        @inlinable get { _minimized }
        set { _minimized = newValue }
    }

    /// Gives a new screen its identity.
    ///
    /// Cannot overflow: every way into a state bounds ``nextID`` by the identity limit (2^62)
    /// (building counts from zero, decoding and restoring check it), and each operation
    /// adds at most one per screen it creates.
    @inlinable
    mutating func makeEntry(_ route: Route) -> NavigationEntry<Route> {
        defer { nextID += 1 }
        return NavigationEntry(id: EntryID(rawValue: nextID), route: route)
    }

}

// The readers and the in-place changes below are `@inlinable`: they run on every
// navigation, and inlined into the app they are specialised for its own route and tab
// types instead of going through generic metadata at run time.
extension NavigationState {
    /// The tabs, or `nil` for an app with one stack.
    @inlinable
    public var tabs: NavigationTabs<Route, Tab>? {
        if case .tabs(let tabs) = _base { return tabs }
        return nil
    }

    /// The selected tab, or `nil` for an app with one stack.
    @inlinable
    public var selectedTab: Tab? { tabs?.selected }

    /// The stack shown above the tabs, hiding the tab bar, or `nil` when there is none
    /// (and for apps without tabs).
    @inlinable
    public var aboveTabs: NavigationStackState<Route>? { tabs?._above }

    /// The app's split view, or `nil` for an app with one stack or tabs; a split view
    /// inside a tab is ``split(in:)``.
    @inlinable
    public var split: NavigationSplit<Route>? {
        if case .split(let split) = _base { return split }
        return nil
    }

    /// The split view a tab holds, or `nil` for a tab with one stack and a tab the app
    /// does not have.
    @inlinable
    public func split(in tab: Tab) -> NavigationSplit<Route>? {
        guard let tabs, let index = tabs.index(of: tab) else { return nil }
        return tabs._items[index].split
    }

    /// The stack the presentations hang off: the single stack, the stack above the
    /// tabs while there is one, or the selected tab's.
    ///
    /// Always inlined: every change reads it, and called out of line from a mutating rule
    /// it was handed a copy of the whole state, a sixth of a dismissal.
    @inlinable @inline(__always)
    public var baseLocation: StackLocation<Tab> {
        switch _base {
        case .stack: .main
        case .tabs(let tabs): tabs.baseLocation
        case .split(let split): Self.baseLocation(ofSplit: split)
        }
    }

    /// The location of the stack the user sees: the topmost presentation, or the base.
    @inlinable
    public var topLocation: StackLocation<Tab> {
        _presentations.isEmpty ? baseLocation : .presented(_presentations.count)
    }

    /// The stack the user sees.
    @inlinable
    public var topStack: NavigationStackState<Route> {
        // By index, not `last`, which copied the whole presentation to read its stack.
        _presentations.isEmpty ? baseStack : _presentations[_presentations.endIndex - 1]._stack
    }

    /// The screen the user sees on top: the top screen of the stack at ``topLocation``.
    ///
    /// The one rule of "the screen shown" (``NavigationEvent/screenShown(_:at:)``, the
    /// headless host's `topScreen`, the route map); in each layout it is the top of:
    /// - the topmost presentation, whatever its kind: a sheet, a cover, a popover, or an
    ///   inspector, which counts as on top even where it stands beside its presenter in
    ///   regular width, since it is the layer the user opened last;
    /// - else the stack above the tabs while it is up (and without tabs, the flow pushed
    ///   in its place, which is the base stack's top);
    /// - else the selected tab's stack, or, when the tab holds a split view, its detail
    ///   column while it has one and its sidebar while nothing is selected;
    /// - else the app's split view the same way (detail, else sidebar; the content column
    ///   of a three-column split view is a list, not a stack of screens);
    /// - else the single stack.
    ///
    /// A dialog is not a screen: with one up, the screen under it is on top.
    @inlinable
    public var topScreen: NavigationEntry<Route> { topStack.top }

    /// The stack at a location, or `nil` when the state has no stack there.
    @inlinable
    public func stack(at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        switch (location, _base) {
        case (.main, .stack(let stack)): stack
        case (.tab(let tab), .tabs(let tabs)): tabs[tab]
        case (.sidebar, .split(let split)): split._sidebar
        case (.detail, .split(let split)): split._detail
        case (.aboveTabs, .tabs(let tabs)): tabs._above
        case (.tabDetail(let tab), .tabs(let tabs)): tabs.index(of: tab).flatMap { tabs._items[$0].split?._detail }
        case (.presented(let level), _):
            presentationIndex(ofLevel: level).map { _presentations[$0]._stack }
        case (.minimized, _): _minimized?._stack
        // A location of another layout; named, so that a new location must say where it reads.
        case (.main, _), (.tab, _), (.sidebar, _), (.detail, _), (.aboveTabs, _), (.tabDetail, _): nil
        }
    }

    /// The presentation drawn directly over the stack at a location, if any.
    ///
    /// Only the base stack and presented stacks can have one; background tabs never do.
    public func presentation(over location: StackLocation<Tab>) -> NavigationPresentation<Route>? {
        presentationIndex(over: location).map { _presentations[$0] }
    }

    /// Every location that holds a stack: base stacks in tab order (a tab's split view
    /// its sidebar, then its detail; then the stack above the tabs), then presentations,
    /// then the minimized flow.
    @inlinable
    public var locations: [StackLocation<Tab>] {
        var locations = baseLocations
        locations.reserveCapacity(locations.count + _presentations.count + 1)
        for level in _presentations.indices { locations.append(.presented(level + 1)) }
        if case .some = _minimized { locations.append(.minimized) }
        return locations
    }

    /// The base locations: `.main`, one per tab in order (and `.aboveTabs` when there is
    /// a stack above them), or the split view's columns.
    @inlinable
    var baseLocations: [StackLocation<Tab>] {
        switch _base {
        case .stack: return [.main]
        case .tabs(let tabs):
            // A loop rather than `flatMap(\.locations)`: unspecialised, the key path and the
            // joined lists cost a restore or a reconciled link tens of thousands of
            // instructions per call.
            var locations: [StackLocation<Tab>] = []
            locations.reserveCapacity(tabs._items.count + 1)
            for index in tabs._items.indices { tabs._items[index].appendLocations(to: &locations) }
            if tabs._above != nil { locations.append(.aboveTabs) }
            return locations
        case .split(let split): return split._detail == nil ? [.sidebar] : [.sidebar, .detail]
        }
    }

    /// Every screen in the state: base stacks in tab order, then presentations, then the
    /// minimized flow.
    public var entries: [NavigationEntry<Route>] {
        locations.flatMap { stack(at: $0)?.entries ?? [] }
    }

    /// The number of pushed screens on the visible stack.
    @inlinable
    public var depth: Int { topStack.depth }

    /// Whether the visible stack has a screen to pop.
    @inlinable
    public var canPop: Bool { depth > 0 }
}

extension NavigationState.Base: Codable where Route: Codable, Tab: Codable {}
