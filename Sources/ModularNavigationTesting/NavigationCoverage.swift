public import ModularNavigation
public import ModularNavigationInspection

/// Which screen kinds and transitions a test run reached, against what the app's
/// `RouteMap` declares; attach it to every navigator and host a suite makes.
///
/// ```swift
/// let coverage = NavigationCoverage(map: ExampleRouteMap.make())
/// coverage.attach(host)          // or coverage.attach(navigator)
/// // … run flows …
/// print(coverage.markdown)
/// #expect(coverage.map.findings.filter(\.isStructural).isEmpty)
/// ```
///
/// Attached to a ``HeadlessHost``, it tells the user's swipes from code: a screen
/// that leaves the moment a back swipe or a swipe down ends is counted as left that way
/// (`backSwipe`, `swipeDown` in the map's exports), not as popped or dismissed by code.
@MainActor
public final class NavigationCoverage {
    /// The map, with everything the attached navigators were seen to do.
    public private(set) var map: RouteMap
    /// The kinds that were on screen in an attached navigator, and how often they were
    /// shown.
    public private(set) var reached: [ScreenKind: Int] = [:]

    /// Starts a coverage report over a map.
    public init(map: RouteMap) {
        self.map = map
    }

    /// Records everything a navigator does from now on.
    public func attach<Route, Tab>(_ navigator: Navigator<Route, Tab>) {
        attach(navigator, gestureEnded: { false })
    }

    /// Records everything a host's navigator does from now on, telling the user's
    /// swipes from code.
    public func attach<Route, Tab>(_ host: HeadlessHost<Route, Tab>) {
        attach(host.navigator) { [weak host] in
            guard let host else { return false }
            return host.gestureEnd == host.now && host.gestureEnd > .zero
        }
    }

    private func attach<Route, Tab>(_ navigator: Navigator<Route, Tab>, gestureEnded: @escaping @MainActor () -> Bool) {
        var last = navigator.current
        for entry in last.entries { reached[ScreenKind(of: entry.route), default: 0] += 1 }
        // Each event with the state its own change left: an observer before this one that
        // navigates while it hears a change makes the next one before coverage hears the
        // first, and the navigator's state has moved on by then.
        navigator.addCommitObserver { [weak self] event, commit in
            guard let self else { return }
            let now = commit.state
            let swiped =
                gestureEnded() ? Set(last.entries.map(\.id)).subtracting(now.entries.map(\.id)) : []
            map.record(event, before: last, after: now, swipedAway: swiped)
            let known = Set(last.entries.map(\.id))
            for entry in now.entries where !known.contains(entry.id) {
                reached[ScreenKind(of: entry.route), default: 0] += 1
            }
            last = now
        }
    }
}
