/// What every state the library accepts keeps, so that it saves and restores: numbers
/// that are finite, and identities within the identity limit.
///
/// Each way into a state checks the same rule here: actions that present or replace
/// the state (``NavigationState/perform(_:policy:)``), the state's `Codable` form, and
/// archives being restored. A state that passes always archives, and its archive
/// restores to an equal state.
extension NavigationState {
    /// Whether every number in the presentations is finite.
    var hasFiniteNumbers: Bool {
        presentations.allSatisfy(\.style.hasFiniteNumbers)
    }

    /// Whether the identities are unique and below the next one to hand out, which is
    /// itself within the identity limit.
    var hasValidIdentities: Bool {
        guard nextID <= EntryID.limit else { return false }
        var seen: Set<EntryID> = []
        return entries.allSatisfy { $0.id.rawValue < nextID && seen.insert($0.id).inserted }
    }

    /// How many identities an action hands out at most; whole states carry their own.
    static func identitiesNeeded(by action: NavigationAction<Route, Tab>) -> UInt64 {
        switch action {
        case .push, .present, .setRoot, .showAboveTabs, .selectSidebar, .selectContent, .presentDialog, .insertTab: 1
        case .replaceStack(_, _, let path): UInt64(path.count) + 1
        case .pop, .popTo, .popToRoot, .selectDetent, .dismissPresentation, .dismissAllPresentations, .dismiss,
            .close, .selectTab, .tapTab, .removeTab, .reorderTabs, .dismissAboveTabs, .replaceState, .adopt,
            .chooseDialogButton, .dismissDialog:
            0
        }
    }

    /// Refuses an action that would hand out an identity beyond the limit, or put a
    /// non-finite number in the state.
    @usableFromInline
    func checkLimits(of action: NavigationAction<Route, Tab>) throws(NavigationError) {
        guard Self.identitiesNeeded(by: action) <= EntryID.limit - min(nextID, EntryID.limit) else {
            throw .identityLimitReached
        }
        switch action {
        case .present(_, let style, _) where !style.hasFiniteNumbers:
            throw .nonFiniteNumber
        case .replaceState(let state), .adopt(let state):
            guard state.hasFiniteNumbers else { throw .nonFiniteNumber }
        default:
            break
        }
    }
}

extension PresentationStyle {
    /// Whether every number of the style is finite: sheet detents and corner radius,
    /// popover anchor, inspector widths.
    ///
    /// Sizes that are finite but make no sense (a negative height, a fraction above 1)
    /// are kept, since they save and restore, and drawn through ``SheetDetent/drawable``
    /// and ``PopoverOptions/Anchor/drawable``.
    public var hasFiniteNumbers: Bool {
        switch self {
        case .sheet(let options):
            options.detents.allSatisfy(\.isFinite) && (options.selectedDetent?.isFinite ?? true)
                && (options.cornerRadius?.isFinite ?? true)
        case .fullScreenCover:
            true
        case .popover(let options):
            options.attachmentAnchor.isFinite
        case .inspector(let options):
            options.hasFiniteNumbers
        }
    }
}

extension SheetDetent {
    var isFinite: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value), .height(let value): value.isFinite
        }
    }
}

extension PopoverOptions.Anchor {
    var isFinite: Bool {
        switch self {
        case .bounds: true
        case .point(let x, let y): x.isFinite && y.isFinite
        case .rect(let x, let y, let width, let height): [x, y, width, height].allSatisfy(\.isFinite)
        }
    }
}
