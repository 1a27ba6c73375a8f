/// A change someone asks of a navigation state.
///
/// Actions are values so that every path into the state — the ``Navigator``'s methods,
/// screen-bound ``NavigationClient``s, deep links, restoration — goes through the same
/// rules in ``NavigationState/perform(_:policy:)``, and so that refused and stale calls
/// can be reported with what was asked.
///
/// Actions that name a `from` screen act on that screen's stack; without it they act on
/// the stack the user sees (the top).
public enum NavigationAction<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// Pushes a screen on the stack of `from`, or on the top stack.
    case push(Route, from: EntryID? = nil)
    /// Pops `count` screens from the top stack.
    case pop(count: Int = 1)
    /// Makes a screen the visible top again: dismisses what is presented over its stack
    /// and pops what is pushed above it.
    case popTo(EntryID)
    /// Pops the top stack back to its root.
    case popToRoot
    /// Presents a new stack with `route` at its root. `from` must be on the top stack.
    ///
    /// `placement` says what the layer belongs to: the stack it is presented over (the
    /// default), or the whole app (``PresentationPlacement/overApp``), which it covers,
    /// tab bar included, and which it stays over while the tab changes. Over the app, it
    /// must be the first layer and a sheet or a cover; otherwise it is refused with
    /// ``NavigationError/overAppUnavailable``.
    case present(Route, PresentationStyle, placement: PresentationPlacement = .overPresenter, from: EntryID? = nil)
    /// Shrinks the flow presented over the app to a small overlay above everything (a
    /// call, a player, a timer): its layer leaves the chain for ``NavigationState/minimized``
    /// with its screens, their identities and their objects, and what it covered is
    /// usable again. `from` names a screen of that flow; `nil`, the flow on top.
    ///
    /// Refused with ``NavigationError/nothingToMinimize`` unless the top layer is the one
    /// presented over the app (with nothing over it), and with
    /// ``NavigationError/alreadyMinimized`` while another flow is minimized.
    case minimize(EntryID? = nil)
    /// Brings the minimized flow back as the layer over the app, as it was.
    ///
    /// Refused with ``NavigationError/nothingToExpand`` when none is minimized, and with
    /// ``NavigationError/overAppUnavailable`` while a layer is presented: the flow comes
    /// back as the first layer, so what is presented is dismissed first.
    case expand
    /// Selects the detent a sheet rests at: the sheet that shows `in`'s stack, or the
    /// topmost presentation. Refused unless that presentation is a sheet that offers the
    /// detent (``SheetOptions/offers(_:)``).
    ///
    /// A user's drag of a sheet arrives as this action, naming the sheet's root screen.
    case selectDetent(SheetDetent, in: EntryID? = nil)
    /// Replaces the stack of `from` (or the top stack) with `route` alone at its root,
    /// dismissing what was presented over it.
    case setRoot(Route, from: EntryID? = nil)
    /// Replaces the screens of a stack, keeping the identity of the screens that stay.
    ///
    /// `root: nil` keeps the root. Screens are kept while the new routes match the old
    /// ones from the bottom; the rest are new screens.
    case replaceStack(at: StackLocation<Tab>? = nil, root: Route? = nil, path: [Route])
    /// Dismisses the topmost presentation.
    case dismissPresentation
    /// Dismisses every presentation of the chain, a layer over the app included; a
    /// minimized flow stays (a `close` from one of its screens ends it).
    case dismissAllPresentations
    /// Removes a screen and everything above it: pops it if it was pushed, or dismisses
    /// the presentation it is the root of, as SwiftUI's `DismissAction` does. A base
    /// stack's root cannot be dismissed.
    case dismiss(EntryID)
    /// Dismisses the presentation a screen belongs to, with everything above it; in a flow
    /// shown above the tabs (``showAboveTabs(_:from:)``), ends that flow, in every layout.
    case close(EntryID)
    /// Selects a tab from code: what is presented over the tab is dismissed (a layer over
    /// the app stays, ``PresentationPlacement/overApp``) and the tab shows its stack as it was; selecting the selected tab changes nothing. Refused with
    /// ``NavigationError/tabsCovered`` while a stack is shown above the tabs.
    ///
    /// A notification handler that selects its tab leaves that tab's screens in place;
    /// for the user's re-tap rule (back to the root), perform ``tapTab(_:)``.
    case selectTab(Tab)
    /// The user tapped a tab in the tab bar: another tab is selected as by
    /// ``selectTab(_:)``; the selected tab tapped again is reported
    /// (``NavigationEvent/tabReselected(_:)``) and follows the
    /// ``NavigationPolicy/popsToRootOnReselect`` rule, and at its root asks its screen
    /// to scroll to the top.
    case tapTab(Tab)
    /// Adds a tab, with a new stack rooted at `root`, at a position in the tab order
    /// (the end when `nil`); the selection stays. Refused with
    /// ``NavigationError/invalidTabs`` when the tab is there already or the position is
    /// outside `0...count`.
    case insertTab(Tab, root: Route, at: Int? = nil)
    /// Removes a tab with its stack: its screens leave the state, releasing their
    /// objects and ending what they awaited. Removing the selected tab dismisses what is
    /// presented over it and selects its neighbour: the tab after it, or the one before
    /// when it was last. Refused with ``NavigationError/unknownTab`` for a tab the app
    /// does not have, and ``NavigationError/invalidTabs`` for the last tab.
    case removeTab(Tab)
    /// Puts the tabs in a new order, each keeping its stack and screens; the selection
    /// stays. Refused with ``NavigationError/invalidTabs`` unless `order` holds every tab
    /// exactly once.
    case reorderTabs([Tab])
    /// Shows a screen above the tabs, hiding the tab bar: the root of a new stack above
    /// them, or pushed on the one already there. What was presented is dismissed first.
    ///
    /// The tabs' own stacks stay as they are underneath; ``dismissAboveTabs``, going
    /// back from that stack's root, or closing its flow shows them again. In an app
    /// without tabs there is no tab bar to hide: the screen is pushed on the base stack
    /// (or on the flow already up), what was presented dismissed first, and the state
    /// marks where the flow began, so that it ends, pops within itself and hides the
    /// screens below it as the stack above the tabs does: a module's flow works whatever
    /// the app's layout. In every layout, `from` must be a screen the user sees and can
    /// touch, as for ``present(_:_:placement:from:)``; a covered screen is refused with
    /// ``NavigationError/screenCovered(_:)``.
    case showAboveTabs(Route, from: EntryID? = nil)
    /// Removes the stack above the tabs, with what is presented over it, and shows the
    /// tabs as they were; in an app without tabs, pops the flow shown above them and
    /// dismisses what was presented over it. Refused with
    /// ``NavigationError/nothingToDismiss`` when there is none.
    case dismissAboveTabs
    /// Selects an item in a split view's sidebar, or clears the selection with `nil`.
    ///
    /// The detail stack is replaced by one rooted at the item (none for `nil`), the
    /// content selection is cleared, and what was presented over the split view is
    /// dismissed; selecting the selected item again changes nothing.
    ///
    /// `tab` names the tab whose split view it is; `nil` names the app's split view, or
    /// else the selected tab's. Refused with ``NavigationError/unknownTab`` for a tab the
    /// app does not have (as every action naming a tab), and ``NavigationError/notSplit``
    /// where there is no such split view. A split view in a background tab changes alone.
    case selectSidebar(Route?, in: Tab? = nil)
    /// Selects an item in the content column of a three-column split view, or clears it
    /// with `nil`; the detail stack is rebuilt as for ``selectSidebar(_:in:)``, and `tab`
    /// names the split view as there.
    case selectContent(Route?, in: Tab? = nil)
    /// Replaces the whole state, keeping the identity of screens that stay.
    ///
    /// A state no action could have made is refused, as decoding refuses it: one with a
    /// NaN or infinite number (``NavigationError/nonFiniteNumber``), or with two sheets of
    /// one ``SheetOptions/id`` (``NavigationError/sheetAlreadyPresented(id:)``). The same
    /// holds for ``adopt(_:)``.
    ///
    /// The three cases with large payloads are `indirect`: an action is copied on every
    /// change, and a whole state inline would make every push copy that much.
    indirect case replaceState(NavigationState<Route, Tab>)
    /// Replaces the whole state with a restored one as it is, identities included.
    ///
    /// Meant for a cold start, before anything is on screen: unlike
    /// ``replaceState(_:)``, it keeps the restored identities even where the current
    /// state used them for other screens (their stored objects are released). The next
    /// identity becomes the larger of both states', so new screens never reuse one.
    /// A ``Navigator`` that has made a client or committed a change adopts as its restore
    /// does: an identity someone may know, named at another place in the adopted state or
    /// one that left, is renumbered, so a call from a screen that is gone never acts on an
    /// adopted one and no identity is reused.
    indirect case adopt(NavigationState<Route, Tab>)
    /// Shows a deep link's target, changing only what differs, as one change
    /// (``NavigationState/navigate(to:policy:)``).
    ///
    /// The target is applied step by step through the other actions, each refused as it
    /// would be alone; a refused step refuses the whole link. A guard is shown the one
    /// action the target comes down to, when it is one (a `pushOnTop` of one route is a
    /// push), and this action otherwise; the events are the steps'.
    indirect case navigate(to: DeepLinkTarget<Route, Tab>)
    /// Opens an alert or confirmation dialog over the visible screen, for the screen
    /// `from` (or the visible screen). While another dialog is open it is queued
    /// (``NavigationState/queuedDialogs``) and opens when the ones before it close.
    indirect case presentDialog(NavigationDialog<AnyHashableSendable>, from: EntryID? = nil)
    /// Answers the open dialog with the button at an index, closing it; `dialog` names
    /// the opening the answer is meant for, so a late answer never reaches a newer one.
    case chooseDialogButton(at: Int, in: EntryID? = nil)
    /// Closes the open dialog without a choice; `dialog` as for ``chooseDialogButton(at:in:)``.
    case dismissDialog(EntryID? = nil)

    /// The screen the action was asked from, when it names one.
    public var screen: EntryID? {
        switch self {
        case .push(_, let from), .present(_, _, _, let from), .setRoot(_, let from), .selectDetent(_, let from),
            .showAboveTabs(_, let from), .minimize(let from):
            from
        case .popTo(let id), .dismiss(let id), .close(let id): id
        case .presentDialog(_, let from): from
        case .pop, .popToRoot, .replaceStack, .dismissPresentation, .dismissAllPresentations, .selectTab,
            .selectSidebar, .selectContent, .replaceState, .adopt, .dismissAboveTabs, .navigate:
            nil
        case .tapTab, .insertTab, .removeTab, .reorderTabs: nil
        case .chooseDialogButton, .dismissDialog, .expand: nil
        }
    }
}

extension NavigationAction: CustomStringConvertible {
    /// The action on one line, routes printed readably and a whole state summed up by
    /// its top screen, so that an event that carries an action stays one line.
    public var description: String {
        switch self {
        case .push(let route, let screen): "push \(Self.text(route))" + Self.from(screen)
        case .pop(let count): count == 1 ? "pop" : "pop \(count)"
        case .popTo(let screen): "pop to \(screen)"
        case .popToRoot: "pop to root"
        case .present(let route, let style, let placement, let screen):
            "present \(Self.text(route)) as \(style)" + (placement == .overApp ? " over the app" : "")
                + Self.from(screen)
        case .minimize(let screen): "minimize " + (screen.map { "the flow of \($0)" } ?? "the flow over the app")
        case .expand: "expand the minimized flow"
        case .selectDetent(let detent, let screen): "select detent \(detent)" + Self.from(screen)
        case .setRoot(let route, let screen): "set root \(Self.text(route))" + Self.from(screen)
        case .replaceStack(let location, let root, let path):
            "replace stack"
                + (location.map { " at \($0)" } ?? "")
                + (root.map { " root \(Self.text($0))" } ?? "")
                + " path [\(path.map(Self.text).joined(separator: ", "))]"
        case .dismissPresentation: "dismiss the top presentation"
        case .dismissAllPresentations: "dismiss all presentations"
        case .dismiss(let screen): "dismiss \(screen)"
        case .close(let screen): "close the flow of \(screen)"
        case .selectTab(let tab): "select tab \(Self.text(tab))"
        case .tapTab(let tab): "tap tab \(Self.text(tab))"
        case .insertTab(let tab, let root, let index):
            "insert tab \(Self.text(tab)) root \(Self.text(root))" + (index.map { " at \($0)" } ?? "")
        case .removeTab(let tab): "remove tab \(Self.text(tab))"
        case .reorderTabs(let order): "reorder tabs [\(order.map(Self.text).joined(separator: ", "))]"
        case .showAboveTabs(let route, let screen): "show \(Self.text(route)) above the tabs" + Self.from(screen)
        case .dismissAboveTabs: "dismiss the stack above the tabs"
        case .selectSidebar(let route, let tab):
            "select \(route.map(Self.text) ?? "nothing") in the sidebar" + Self.inTab(tab)
        case .selectContent(let route, let tab):
            "select \(route.map(Self.text) ?? "nothing") in the content column" + Self.inTab(tab)
        case .replaceState(let state): "replace state (\(state.oneLineSummary))"
        case .adopt(let state): "adopt state (\(state.oneLineSummary))"
        case .navigate(let target): "navigate to \(Self.text(target))"
        case .presentDialog(let dialog, let screen): "present \(dialog.style) \"\(dialog.title)\"" + Self.from(screen)
        case .chooseDialogButton(let index, let dialog):
            // The index is anyone's number: counting from 1 must not overflow at `Int.max`.
            "choose button \(index < .max ? String(index + 1) : "at index \(index)")"
                + (dialog.map { " of \($0)" } ?? " of the open dialog")
        case .dismissDialog(let dialog): "dismiss " + (dialog.map { "dialog \($0)" } ?? "the open dialog")
        }
    }

    private static func text(_ value: some Any) -> String {
        String(navigationDescribing: value)
    }

    private static func from(_ screen: EntryID?) -> String {
        screen.map { " from \($0)" } ?? ""
    }

    private static func inTab(_ tab: Tab?) -> String {
        tab.map { " of tab \(text($0))" } ?? ""
    }
}

extension NavigationState {
    /// The state in a few words: its top screen and how many layers are presented.
    fileprivate var oneLineSummary: String {
        let top = topStack.top
        let layers = presentations.count
        return "top \(top.id) \(String(navigationDescribing: top.route))"
            + (layers == 0 ? "" : ", \(layers) presented")
    }
}
