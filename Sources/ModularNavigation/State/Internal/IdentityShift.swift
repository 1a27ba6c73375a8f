/// How the identities of a recorded session map onto a navigator that adopted the
/// session's start state after it had handed out more identities than that state names.
///
/// A navigator hands out identities in order from its next one and never hands one out
/// twice, and adopting a state keeps the state's identities but not a lower next one
/// (`adopting(_:)`). So the same steps from the same start give every
/// screen the recording made an identity past the recording's by one fixed amount, and
/// the screens of the start state keep theirs. A replay names screens through this, both
/// ways, and stays exact on a navigator with any history, without handing an identity
/// out twice.
///
/// `package`: `NavigationReplay` in the Testing target uses it.
package struct IdentityShift: Hashable, Sendable {
    /// The first identity the recording handed out after its start.
    private let first: UInt64
    /// How far past the recording's the navigator's new identities are.
    private let offset: UInt64

    /// The shift between a recording's start state and the state a navigator holds right
    /// after adopting it.
    package init<Route, Tab>(recorded start: NavigationState<Route, Tab>, adopted: NavigationState<Route, Tab>) {
        first = start.nextID
        // A navigator that refused the start state may hold a lower next identity: the
        // replay diverges at its start then, and no shift applies.
        offset = adopted.nextID > start.nextID ? adopted.nextID - start.nextID : 0
    }

    /// The navigator's identity for one the recording named.
    package func live(_ id: EntryID) -> EntryID {
        guard id.rawValue >= first else { return id }
        // An identity past every bound (a damaged log) stays past it, naming no screen.
        let (shifted, overflow) = id.rawValue.addingReportingOverflow(offset)
        return EntryID(rawValue: overflow ? .max : shifted)
    }

    /// The recording's identity for one the navigator holds.
    package func recorded(_ id: EntryID) -> EntryID {
        guard id.rawValue >= first + offset else { return id }
        return EntryID(rawValue: id.rawValue - offset)
    }
}

extension NavigationState {
    /// The state with every identity replaced by what `transform` gives for it: its
    /// screens', its dialogs', the flow above the tabs' root and the next one it hands out.
    package func mappingIdentities(_ transform: (EntryID) -> EntryID) -> NavigationState {
        var copy = self
        copy.mapEntries { NavigationEntry(id: transform($0.id), route: $0.route) }
        func mapped(_ dialog: PresentedDialog) -> PresentedDialog {
            PresentedDialog(id: transform(dialog.id), screen: transform(dialog.screen), dialog: dialog.dialog)
        }
        copy._dialog = _dialog.map(mapped)
        copy._queuedDialogs = _queuedDialogs.map(mapped)
        copy._aboveTabsFlowRoot = _aboveTabsFlowRoot.map(transform)
        copy.nextID = transform(EntryID(rawValue: nextID)).rawValue
        return copy
    }
}
