public import ModularNavigation

extension NavigationLog {
    /// One replayable step of a navigation log: the change an event reports, as an action
    /// against the screens' identities.
    ///
    /// `package`: replays perform the steps; apps see them described in a
    /// `ReplayDivergence`.
    ///
    /// Identities replay exactly because a navigator hands them out in order: the same start
    /// state and the same steps give the same screens the same identities, or, on a
    /// navigator that had handed out more, identities shifted by one amount
    /// (`IdentityShift`), which a replay maps its steps and trees through.
    @usableFromInline
    package enum Step: Hashable, Sendable {
        /// A screen pushed on the stack whose top was `onto`.
        case push(Route, onto: EntryID)
        /// A stack presented over the stack whose top was `from`, with its placement.
        case present(Route, PresentationStyle, PresentationPlacement, from: EntryID)
        /// The flow over the app, whose root is this screen, minimized.
        case minimize(EntryID)
        /// The minimized flow expanded.
        case expand
        /// A screen removed with everything above it: popped, or its presentation dismissed.
        case dismiss(EntryID)
        /// A screen shown above the tabs.
        case showAboveTabs(Route)
        /// The stack above the tabs dismissed.
        case dismissAboveTabs
        /// A sheet come to rest at a detent.
        case selectDetent(SheetDetent, sheet: EntryID)
        /// A tab selected, or the selected one again.
        case selectTab(Tab)
        /// The whole state replaced: a link, a restoration, a split selection, a new stack.
        case replace(NavigationState<Route, Tab>)

        /// The action that replays the step.
        package var action: NavigationAction<Route, Tab> {
            switch self {
            case .push(let route, let below): .push(route, from: below)
            case .present(let route, let style, let placement, let below):
                .present(route, style, placement: placement, from: below)
            case .minimize(let root): .minimize(root)
            case .expand: .expand
            case .dismiss(let screen): .dismiss(screen)
            case .showAboveTabs(let route): .showAboveTabs(route)
            case .dismissAboveTabs: .dismissAboveTabs
            case .selectDetent(let detent, let sheet): .selectDetent(detent, in: sheet)
            case .selectTab(let tab): .selectTab(tab)
            case .replace(let state): .adopt(state)
            }
        }

        /// Whether an event reports a change a replay performs.
        ///
        /// The one rule of what a log keeps is ``holding(_:)``, which a writer asks of every
        /// event as it happens; the step (``init(_:in:)``) is read only when the line is
        /// written, off the change's way.
        @inlinable
        package static func replays(_ event: NavigationEvent<Route, Tab>) -> Bool {
            if case .skipped = holding(event) { false } else { true }
        }

        /// How a writer holds an event as it happens.
        @usableFromInline
        package enum Holding {
            /// Not replayed: not held.
            case skipped
            /// Its step is read from the event alone (``init(readFrom:)``).
            case readAlone
            /// Its step is read against the state its change left.
            case readAgainstState
            /// A screen pushed onto a location: its step names the screen below, read as
            /// it happens when it can be.
            case pushed(EntryID, onto: StackLocation<Tab>)
        }

        /// How a writer holds an event, in one match of it: matching an event copies it
        /// whole first, through its value witness, so a writer asks once.
        @inlinable
        package static func holding(_ event: NavigationEvent<Route, Tab>) -> Holding {
            switch event {
            case .pushed(let entry, let location):
                return .pushed(entry.id, onto: location)
            case .popped(let entries, _):
                return entries.isEmpty ? .readAgainstState : .readAlone
            case .minimized, .expanded, .dismissed, .shownAboveTabs, .dismissedAboveTabs, .detentSelected,
                .tabSelected, .tabReselected:
                return .readAlone
            case .presented, .stackReplaced, .stateReplaced, .splitSelected, .restored, .tabInserted, .tabRemoved,
                .tabsReordered:
                return .readAgainstState
            // A dialog is not replayed, but its opening takes an identity: the state after it
            // (saved without the dialog, with the next identity) keeps the replay's in step.
            case .dialogPresented, .dialogQueued:
                return .readAgainstState
            // Derived: it follows the change its other events report, which those steps replay;
            // a step of its own would push or present the screen a second time.
            case .screenShown:
                return .skipped
            // Named one by one, so that a new event must say whether a replay needs it.
            case .dialogChosen, .dialogDismissed, .refused, .staleCall,
                .clientTypeMismatch, .requestUnanswered, .resultDelivered, .resultCancelled, .resultUndelivered,
                .resultRefused, .guardCancelled, .guardRedirected, .redirectResumed, .redirectAbandoned, .redirectLoop,
                .deepLinkOpened, .deepLinkFailed, .deepLinkQueued, .deepLinkReplaced:
                return .skipped
            }
        }

        /// The step an event reports, or `nil` for an event that ``replays(_:)`` does not keep.
        ///
        /// An event whose screens the state cannot place replays as the whole state.
        ///
        /// - Parameters:
        ///   - event: The navigator's event.
        ///   - state: The state after the event's change.
        package init?(_ event: NavigationEvent<Route, Tab>, in state: NavigationState<Route, Tab>) {
            // Which events read the state is `holding`'s to say, once.
            switch Self.holding(event) {
            case .skipped:
                return nil
            case .readAlone:
                self.init(readFrom: event)
                return
            case .pushed, .readAgainstState:
                break
            }
            switch event {
            case .pushed(let entry, let location):
                guard let stack = state.stack(at: location), let below = stack.entry(below: entry.id) else {
                    self = .replace(state)
                    return
                }
                self = .push(entry.route, onto: below)
            case .presented(let entry, let style, let location):
                guard case .presented(let level) = location,
                    let below = state.stack(at: state.presenterLocation(ofLevel: level))
                else {
                    self = .replace(state)
                    return
                }
                let placement =
                    state.presentations.indices.contains(level - 1)
                    ? state.presentations[level - 1].placement : .overPresenter
                self = .present(entry.route, style, placement, from: below.top.id)
            // The rest that reads the state (a whole new stack or state, a pop that names
            // no screen, a dialog's identity) replays as the whole state.
            default:
                self = .replace(state)
            }
        }

        /// The step of an event that names everything its step needs, read from the event
        /// alone; `nil` for one whose step is read against its state (``holding(_:)``).
        init?(readFrom event: NavigationEvent<Route, Tab>) {
            switch event {
            case .minimized(let root, _):
                self = .minimize(root.id)
            case .expanded:
                self = .expand
            case .popped(let entries, _):
                guard let first = entries.first else { return nil }
                self = .dismiss(first.id)
            case .dismissed(let entry, _, _):
                self = .dismiss(entry.id)
            case .shownAboveTabs(let entry):
                self = .showAboveTabs(entry.route)
            case .dismissedAboveTabs:
                self = .dismissAboveTabs
            case .detentSelected(let detent, let sheet, _):
                self = .selectDetent(detent, sheet: sheet.id)
            case .tabSelected(let tab, _), .tabReselected(let tab):
                self = .selectTab(tab)
            // Read against the state, or not replayed (`holding` tells those apart).
            default:
                return nil
            }
        }

        /// The step of a held event: a push whose screen below was read as it happened,
        /// an event read alone, or one read against the state its change left.
        init?(_ event: NavigationEvent<Route, Tab>, below: EntryID?, in state: NavigationState<Route, Tab>?) {
            if case .pushed(let entry, _) = event, let below {
                self = .push(entry.route, onto: below)
            } else if let state {
                self.init(event, in: state)
            } else {
                self.init(readFrom: event)
            }
        }
    }
}

extension NavigationStackState {
    /// The screen just below one, read from the top down: a push is almost always onto
    /// the top, and this runs on every recorded push.
    @inlinable
    package func entry(below id: EntryID) -> EntryID? {
        guard let index = path.lastIndex(where: { $0.id == id }) else { return nil }
        return index == 0 ? root.id : path[index - 1].id
    }
}

extension NavigationLog.Step {
    /// The step with every identity it names replaced by what `transform` gives for it.
    package func mappingIdentities(_ transform: (EntryID) -> EntryID) -> NavigationLog.Step {
        switch self {
        case .push(let route, let below): .push(route, onto: transform(below))
        case .present(let route, let style, let placement, let below):
            .present(route, style, placement, from: transform(below))
        case .minimize(let root): .minimize(transform(root))
        case .dismiss(let screen): .dismiss(transform(screen))
        case .selectDetent(let detent, let sheet): .selectDetent(detent, sheet: transform(sheet))
        case .replace(let state): .replace(state.mappingIdentities(transform))
        case .showAboveTabs, .dismissAboveTabs, .selectTab, .expand: self
        }
    }

    /// The step with every route replaced by what `redact` gives for it.
    func redacted(by redact: (Route) -> Route) -> NavigationLog.Step {
        switch self {
        case .push(let route, let below): .push(redact(route), onto: below)
        case .present(let route, let style, let placement, let below):
            .present(redact(route), style, placement, from: below)
        case .showAboveTabs(let route): .showAboveTabs(redact(route))
        case .replace(let state): .replace(state.mappingRoutes(redact))
        case .dismiss, .dismissAboveTabs, .selectDetent, .selectTab, .minimize, .expand: self
        }
    }
}
