public import ModularNavigation

extension RouteMap {
    /// Adds what an event says happened: a transition, a way back, an opened link or an
    /// unanswered request, and the kinds on screen after it.
    ///
    /// Pass each event with the state before it and after it; several events of one
    /// change may share both states.
    ///
    /// - Parameters:
    ///   - event: The navigator's event.
    ///   - before: The state before the event's change.
    ///   - after: The state after it.
    ///   - swipedAway: Screens the user's own gestures took off the screen (a host knows
    ///     them), so their leaving counts as a back swipe or a swipe down.
    public mutating func record<Route, Tab>(
        _ event: NavigationEvent<Route, Tab>,
        before: NavigationState<Route, Tab>,
        after: NavigationState<Route, Tab>,
        swipedAway: Set<EntryID> = []
    ) {
        // Derived: the change's own events already counted its transition or way back; it
        // must not end the run of dismissals a finish's result, after it, turns into one.
        if case .screenShown = event { return }
        let previousTop = before.topScreen
        var leaving: [(ScreenKind, WayBack)] = []
        switch event {
        case .pushed(let entry, let location):
            let stack = after.stack(at: location)
            let below = stack.flatMap { stack in stack.index(of: entry.id).map { stack.entries[max($0 - 1, 0)] } }
            add(from: below ?? previousTop, to: entry, .push)
        case .presented(let entry, let style, let location):
            var under: NavigationEntry<Route>?
            if case .presented(let level) = location {
                under = after.stack(at: after.presenterLocation(ofLevel: level))?.top
            }
            add(from: under ?? previousTop, to: entry, Mode(style))
        case .shownAboveTabs(let entry):
            add(from: after.tabs.map { $0[$0.selected]?.top } ?? previousTop, to: entry, .aboveTabs)
        case .tabSelected(let tab, let previous):
            guard let shown = after.stack(at: .tab(tab))?.top else { break }
            add(from: before.stack(at: .tab(previous))?.top ?? previousTop, to: shown, .tab)
        case .splitSelected, .stackReplaced, .stateReplaced:
            // A restored state is a relaunch, not a way the user took; its screens are
            // only seen.
            let top = after.topScreen
            guard !before.contains(top.id), let mode = Self.mode(of: top.id, in: after) else { break }
            add(from: before.contains(previousTop.id) ? previousTop : nil, to: top, mode)
        case .popped(let entries, _):
            leaving = entries.map { (ScreenKind(of: $0.route), swipedAway.contains($0.id) ? .backSwipe : .pop) }
        case .dismissed(let entry, _, _), .dismissedAboveTabs(let entry):
            leaving = [(ScreenKind(of: entry.route), swipedAway.contains(entry.id) ? .swipeDown : .dismiss)]
        case .resultDelivered, .resultUndelivered:
            // The flow's dismissal was reported just before; it was a finish.
            for (kind, way) in lastDismissed {
                waysBack[kind, default: [:]][way, default: 1] -= 1
                waysBack[kind, default: [:]][.finish, default: 0] += 1
            }
        case .deepLinkOpened(let url?):
            if let pattern = patternOfURL?(url) { openedLinks[pattern, default: 0] += 1 }
        case .requestUnanswered(let request, let screen):
            let asker = after.position(of: screen).flatMap { after.stack(at: $0.location)?.entries[$0.index] }
            let module = asker.map { ScreenKind(of: $0.route).module } ?? "?"
            unansweredRequests.insert(Request(asker: module, request: request, answer: nil))
        default:
            break
        }
        for (kind, way) in leaving { waysBack[kind, default: [:]][way, default: 0] += 1 }
        if case .resultDelivered = event {
            lastDismissed = []
        } else if case .resultUndelivered = event {
            lastDismissed = []
        } else if !leaving.isEmpty {
            lastDismissed += leaving
        } else {
            lastDismissed = []
        }
        seen.formUnion(after.entries.map { ScreenKind(of: $0.route) })
    }

    private mutating func add<Route>(from: NavigationEntry<Route>?, to: NavigationEntry<Route>, _ mode: Mode) {
        let from = from.flatMap { $0.id == to.id ? nil : ScreenKind(of: $0.route) }
        transitions[Transition(from: from, to: ScreenKind(of: to.route), mode: mode), default: 0] += 1
    }

    /// How the screen with an identity shows in a state, from where it sits.
    static func mode<Route, Tab>(of id: EntryID, in state: NavigationState<Route, Tab>) -> Mode? {
        guard let (location, index) = state.position(of: id) else { return nil }
        guard index == 0 else { return .push }
        switch location {
        case .main, .sidebar: return .root
        case .tab: return .tab
        case .detail, .tabDetail: return .splitColumn
        case .aboveTabs: return .aboveTabs
        case .presented(let level):
            return state.presentationIndex(ofLevel: level).map { Mode(state.presentations[$0].style) }
        case .minimized: return state.minimized.map { Mode($0.style) }
        }
    }
}
