/// Something that happened to a navigation state, for logs and analytics.
///
/// Every change, refused change and stale call is reported, in order. A screen-view
/// log needs only ``pushed(_:onto:)`` and ``presented(_:style:at:)`` plus the tab
/// events; a debugging log wants all of them.
public enum NavigationEvent<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A screen was pushed onto a stack.
    case pushed(NavigationEntry<Route>, onto: StackLocation<Tab>)
    /// Screens were popped from a stack, bottom first.
    case popped([NavigationEntry<Route>], from: StackLocation<Tab>)
    /// A stack was presented; the entry is its root screen.
    case presented(NavigationEntry<Route>, style: PresentationStyle, at: StackLocation<Tab>)
    /// A presented stack was dismissed; the entry is its root screen. Several layers
    /// dismissed at once are reported topmost first.
    case dismissed(NavigationEntry<Route>, style: PresentationStyle, at: StackLocation<Tab>)
    /// A stack's screens were replaced.
    case stackReplaced(at: StackLocation<Tab>)
    /// Another tab was selected.
    case tabSelected(Tab, previous: Tab)
    /// The selected tab was selected again.
    case tabReselected(Tab)
    /// The whole state was replaced.
    case stateReplaced
    /// An action was refused and changed nothing.
    case refused(NavigationAction<Route, Tab>, NavigationError)
    /// An action came from a screen that is gone; it changed nothing.
    case staleCall(NavigationAction<Route, Tab>, screen: EntryID)
    /// A presented flow finished with a value for the screen that awaited it.
    case resultDelivered(to: EntryID)
    /// A flow that was awaited for a value ended without one.
    case resultCancelled(EntryID)
    /// A screen tried to finish a flow with a value and could not: it is gone, nothing
    /// below it awaits a value, or the awaited type differs. Nothing changed.
    case resultRefused(from: EntryID, NavigationError)
}
