#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Something that happened to a navigation state, for logs and analytics.
///
/// Every change, refused change and stale call is reported, in order, and so are guard
/// decisions other than allow, deep links, and restorations. A screen-view log needs
/// only ``screenShown(_:at:)``, which every change that puts another screen on top
/// reports last, whatever the path; a debugging log wants all of them.
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
    /// The flow presented over the app was minimized to an overlay; the entry is its root
    /// screen, which stays in the state with the rest of the flow
    /// (``StackLocation/minimized``).
    case minimized(NavigationEntry<Route>, style: PresentationStyle)
    /// The minimized flow was expanded back to the layer over the app (level 1); the entry
    /// is its root screen.
    case expanded(NavigationEntry<Route>, style: PresentationStyle)
    /// A sheet came to rest at another detent, by a drag or from code; the entry is the
    /// sheet's root screen.
    case detentSelected(SheetDetent, sheet: NavigationEntry<Route>, at: StackLocation<Tab>)
    /// A stack's screens were replaced.
    case stackReplaced(at: StackLocation<Tab>)
    /// Another tab was selected.
    case tabSelected(Tab, previous: Tab)
    /// The user tapped the selected tab again.
    case tabReselected(Tab)
    /// A tab was added at an index of the tab order, with its stack's root screen.
    case tabInserted(Tab, at: Int, root: NavigationEntry<Route>)
    /// A tab was removed with its stack; its screens left the state.
    case tabRemoved(Tab)
    /// The tabs were put in a new order, given here.
    case tabsReordered([Tab])
    /// A stack was shown above the tabs, hiding the tab bar; the entry is its root.
    case shownAboveTabs(NavigationEntry<Route>)
    /// The stack above the tabs was dismissed and the tabs show again; the entry is its
    /// root. What was presented over it is reported dismissed first.
    case dismissedAboveTabs(NavigationEntry<Route>)
    /// A split view's selections changed: the sidebar's and the content column's, in
    /// the split view of `in`'s tab, or the app's for `nil`.
    case splitSelected(Route?, content: Route?, in: Tab? = nil)
    /// The whole state was replaced.
    case stateReplaced
    /// Another screen is on top: the entry is the screen the user now sees
    /// (``NavigationState/topScreen``), at its location.
    ///
    /// The last event of every change after which the screen on top is another one,
    /// whatever the path: a verb of the navigator or a client, `perform`, a deep link (a
    /// cold start's too), a restoration, a guard's redirect or the change it resumes, the
    /// user's swipe or tap, a tab selected, inserted or removed, a split view's selection,
    /// a pop or dismissal that shows the screen under it again. Never reported when the
    /// screen on top stays: a push in a background tab, a sheet's detent, a dialog (not a
    /// screen), a refused or cancelled change. The events after it (``deepLinkOpened(_:)``,
    /// ``restored(_:issues:)``, ``resultDelivered(to:)``) say why, not what is shown.
    case screenShown(NavigationEntry<Route>, at: StackLocation<Tab>)
    // The cases that carry an action are indirect (a box each): held inline, every one of
    // them copied the action's whole layout into this enum's generic value witnesses, and
    // LLVM spent most of the library's release build on those few functions (issue 43).
    // The events of an ordinary change (pushed, screenShown, ...) stay inline.
    /// An action was refused and changed nothing.
    indirect case refused(NavigationAction<Route, Tab>, NavigationError)
    /// An action came from a screen that is gone; it changed nothing.
    indirect case staleCall(NavigationAction<Route, Tab>, screen: EntryID)
    /// A presented flow finished with a value; the identity is the screen that awaited
    /// the value (the presenter), not the screen that finished the flow, or the flow's
    /// root when a guard awaited it (a sign-in a redirect showed).
    case resultDelivered(to: EntryID)
    /// A screen's wait for a flow's value ended without one; the identity is the root of
    /// the flow it awaited, or of the redirect's flow it awaited through while a guard
    /// put that flow off, or the dialog it awaited when its task was cancelled while the
    /// dialog stayed up.
    ///
    /// Reported once per wait, whatever ended it. A guard's own wait for its redirect is
    /// reported by ``redirectResumed(_:source:)`` or ``redirectAbandoned(_:source:)``.
    case resultCancelled(EntryID)
    /// A screen finished its flow with a value that nothing awaited (the flow was
    /// restored or opened by a link); the flow was dismissed and the value dropped.
    case resultUndelivered(from: EntryID)
    /// A screen tried to finish a flow with a value and could not: it is gone, nothing
    /// below it awaits a value, the awaited type differs, or the flow is already
    /// finishing. Nothing changed.
    case resultRefused(from: EntryID, NavigationError)

    /// A view asked a screen's environment for a client of another destination type than
    /// the screen's (`client(for: X.self)` where the screen shows `Y`); it got a client
    /// that does nothing. The payload names both types and the screen.
    case clientTypeMismatch(requested: String, available: String, screen: EntryID)
    /// A module asked for another module's screen (``RequestingDestination``) through a
    /// client that no scope answering its requests stands behind; nothing changed, and a
    /// wait for the flow's result ended as cancelled. The payload is the request as
    /// `String(navigationDescribing:)` prints it.
    case requestUnanswered(String, screen: EntryID)
    // MARK: Dialogs

    /// An alert or confirmation dialog opened over the visible screen.
    case dialogPresented(PresentedDialog)
    /// A dialog was asked for while another is open; it opens when the ones before it
    /// close (see ``NavigationState/queuedDialogs``).
    case dialogQueued(PresentedDialog)
    /// A dialog was answered with one of its buttons, which closed it.
    case dialogChosen(PresentedDialog, button: DialogButton<AnyHashableSendable>)
    /// A dialog closed without a choice: dismissed, or closed because its screen left
    /// or the screen under it changed; or a queued dialog left the queue unshown.
    case dialogDismissed(PresentedDialog)

    // MARK: Guards

    /// A guard cancelled a change; nothing changed.
    indirect case guardCancelled(NavigationAction<Route, Tab>, source: NavigationSource)
    /// A guard applied another action instead of a change. When the redirect resumes,
    /// ``redirectResumed(_:source:)`` or ``redirectAbandoned(_:source:)`` follows.
    indirect case guardRedirected(
        NavigationAction<Route, Tab>, to: NavigationAction<Route, Tab>, source: NavigationSource)
    /// A redirect's flow finished with an accepted value, so the change it held back is
    /// proposed again.
    indirect case redirectResumed(NavigationAction<Route, Tab>, source: NavigationSource)
    /// A redirect's flow ended without an accepted value; the change it held back is
    /// dropped.
    indirect case redirectAbandoned(NavigationAction<Route, Tab>, source: NavigationSource)
    /// A guard redirected to an action the change had already been redirected to, or
    /// past the limit of redirects for one change; the redirect was refused and
    /// nothing changed.
    indirect case redirectLoop(NavigationAction<Route, Tab>, source: NavigationSource)

    // MARK: Deep links

    // A link's URL is `nil` for a target opened as a value (`Navigator.open(_:url:)`).

    /// A deep link was applied to the state.
    case deepLinkOpened(URL?)
    /// A deep link could not be read, matched, or applied; the state is unchanged.
    case deepLinkFailed(URL?, DeepLinkError)
    /// A deep link arrived before the UI attached; it applies when the UI attaches.
    case deepLinkQueued(URL?)
    /// A newer deep link arrived before the UI attached and took a queued link's place.
    case deepLinkReplaced(URL?, by: URL?)

    // MARK: Restoration

    /// A saved state was restored, with how much of it came back and the problems met.
    case restored(RestoreReport<Route, Tab>.Outcome, issues: [RestoreIssue<Tab>])
}

extension NavigationEvent: CustomStringConvertible {
    /// The event on one line, for logs: screens by identity and readable route, routes
    /// and tabs without module prefixes, actions and states summed up on the same line.
    ///
    /// ```text
    /// pushed #5 detail(id: 7) onto tab assets
    /// presented #6 issues/picker as sheet at presented 1
    /// result delivered to #5
    /// refused pop to #4: screenGone(#4)
    /// ```
    public var description: String {
        switch self {
        case .pushed(let entry, let location): "pushed \(Self.text(entry)) onto \(location)"
        case .popped(let entries, let location):
            "popped \(entries.map(Self.text).joined(separator: ", ")) from \(location)"
        case .presented(let entry, let style, let location): "presented \(Self.text(entry)) as \(style) at \(location)"
        case .dismissed(let entry, let style, let location): "dismissed \(Self.text(entry)) (\(style)) at \(location)"
        case .minimized(let entry, let style): "minimized \(Self.text(entry)) (\(style))"
        case .expanded(let entry, let style): "expanded \(Self.text(entry)) (\(style))"
        case .detentSelected(let detent, let sheet, let location):
            "sheet \(Self.text(sheet)) at \(location) rests at \(detent)"
        case .stackReplaced(let location): "replaced the stack at \(location)"
        case .tabSelected(let tab, let previous): "selected tab \(Self.text(tab)) (was \(Self.text(previous)))"
        case .tabReselected(let tab): "reselected tab \(Self.text(tab))"
        case .tabInserted(let tab, let index, let root):
            "inserted tab \(Self.text(tab)) at \(index) with \(Self.text(root))"
        case .tabRemoved(let tab): "removed tab \(Self.text(tab))"
        case .tabsReordered(let order): "reordered tabs [\(order.map(Self.text).joined(separator: ", "))]"
        case .shownAboveTabs(let root): "showed \(Self.text(root)) above the tabs"
        case .dismissedAboveTabs(let root): "dismissed \(Self.text(root)) above the tabs"
        case .splitSelected(let selection, let content, let tab):
            "selected \(selection.map(Self.text) ?? "nothing") in the sidebar"
                + (content.map { ", \(Self.text($0)) in the content column" } ?? "")
                + (tab.map { " of tab \(Self.text($0))" } ?? "")
        case .stateReplaced: "replaced the state"
        case .screenShown(let entry, let location): "screen shown \(Self.text(entry)) at \(location)"
        case .refused(let action, let error): "refused \(action): \(Self.text(error))"
        case .staleCall(let action, let screen): "stale call from gone screen \(screen): \(action)"
        case .resultDelivered(let screen): "result delivered to \(screen)"
        case .resultCancelled(let screen): "result cancelled for \(screen)"
        case .resultUndelivered(let screen): "result from \(screen) undelivered; its flow was dismissed"
        case .resultRefused(let screen, let error): "result from \(screen) refused: \(Self.text(error))"
        case .clientTypeMismatch(let requested, let available, let screen):
            "client for \(requested) asked of \(screen), which has one for \(available)"
        case .requestUnanswered(let request, let screen):
            "request \(request) from \(screen) unanswered: no scope maps it to a screen"
        case .guardCancelled(let action, let source): "guard cancelled \(action) (\(Self.text(source)))"
        case .guardRedirected(let action, let redirect, let source):
            "guard redirected \(action) to \(redirect) (\(Self.text(source)))"
        case .redirectResumed(let action, _): "resumed \(action)"
        case .redirectAbandoned(let action, _): "abandoned \(action)"
        case .redirectLoop(let action, _): "redirect loop stopped at \(action)"
        case .deepLinkOpened(let url): "deep link opened \(Self.text(url))"
        case .deepLinkFailed(let url, let error): "deep link failed \(Self.text(url)): \(Self.text(error))"
        case .deepLinkQueued(let url): "deep link queued \(Self.text(url))"
        case .deepLinkReplaced(let old, let new): "deep link \(Self.text(old)) replaced by \(Self.text(new))"
        case .restored(let outcome, let issues):
            "restored (\(outcome))" + (issues.isEmpty ? "" : ": \(issues.map(Self.text).joined(separator: ", "))")
        case .dialogPresented(let dialog): "presented \(dialog.style) \"\(dialog.title)\" over \(dialog.screen)"
        case .dialogQueued(let dialog): "queued \(dialog.style) \"\(dialog.title)\" for \(dialog.screen)"
        case .dialogChosen(let dialog, let button): "\(dialog.style) \"\(dialog.title)\" answered \(button.label)"
        case .dialogDismissed(let dialog): "dismissed \(dialog.style) \"\(dialog.title)\""
        }
    }

    private static func text(_ entry: NavigationEntry<Route>) -> String {
        "\(entry.id) \(String(navigationDescribing: entry.route))"
    }

    private static func text(_ value: some Any) -> String {
        String(navigationDescribing: value)
    }

    /// A link's URL, or what stands for a target opened without one.
    private static func text(_ url: URL?) -> String {
        url?.absoluteString ?? "(a target, no URL)"
    }
}
