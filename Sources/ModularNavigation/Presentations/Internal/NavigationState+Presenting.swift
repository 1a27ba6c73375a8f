/// What a screen asks to put in front of the user, for the one rule of who may present.
@usableFromInline
package enum PresentingKind: Hashable, Sendable, CaseIterable {
    /// A presentation layer, in any ``PresentationStyle``.
    case layer
    /// An alert or a confirmation dialog.
    case dialog
    /// A stack above the tabs.
    case aboveTabs
}

extension NavigationState {
    /// Whether a screen may present this kind now, for every layout: the one rule that
    /// `present`, `showAboveTabs` and `presentDialog` from a screen follow.
    ///
    /// - A layer or a stack above the tabs: only from a screen the user sees and can
    ///   touch: on the top stack, on the stack a top inspector is presented from (it
    ///   shows beside the column), or in the sidebar of the split view the user sees (the
    ///   app's, or the selected tab's) with nothing but inspectors presented (the sidebar
    ///   shows beside the detail).
    /// - A dialog: from any screen of the chain the user looks at (the base stack, that
    ///   sidebar, a presented stack), covered or not, since an alert draws over
    ///   everything.
    ///
    /// Anything else is refused with ``NavigationError/screenCovered(_:)``: a background
    /// tab, or a screen the flow shown above the tabs hides (the selected tab under the
    /// stack above the tabs, or without tabs a screen below the flow's root on its
    /// stack). A screen that is gone is stale (``NavigationError/screenGone(_:)``). The
    /// "Adaptive layouts" article holds the table.
    @inlinable
    package func checkMayPresent(_ kind: PresentingKind, from screen: EntryID) throws(NavigationError) {
        guard case let (location, index)? = position(of: screen) else { throw .screenGone(screen) }
        let allowed =
            switch kind {
            case .layer, .aboveTabs: isInFront(location)
            case .dialog: isInVisibleChain(location)
            }
        guard allowed, !isBelowPushedFlow(location, index: index) else { throw .screenCovered(screen) }
    }

    /// Whether the stack at a location is one the user sees and can touch: every layer
    /// above it, if any, is an inspector, which shows beside it.
    @inlinable
    package func isInFront(_ location: StackLocation<Tab>) -> Bool {
        let firstAbove: Int
        switch location {
        case .presented(let level): firstAbove = level
        default:
            // The shown sidebar sits beside the detail, whatever the base location.
            guard location == baseLocation || isShownSidebar(location) else { return false }
            firstAbove = 0
        }
        return _presentations.dropFirst(firstAbove).allSatisfy { $0._style.leavesPresenterInFront }
    }

    /// Whether the stack at a location is in the window's visible chain, covered by a
    /// presentation or not: not a background tab, not the tab under the stack above them.
    @inlinable
    func isInVisibleChain(_ location: StackLocation<Tab>) -> Bool {
        switch location {
        case .presented: true
        case .main, .tab, .sidebar, .detail, .aboveTabs, .tabDetail:
            location == baseLocation || isShownSidebar(location)
        // Drawn small, outside the chain: its screens wait to be expanded to ask.
        case .minimized: false
        }
    }
}
