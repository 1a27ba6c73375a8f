/// Why a navigation action was refused.
///
/// Refusals never crash and never change the state; the ``Navigator`` reports each one
/// as a ``NavigationEvent``.
public enum NavigationError: Error, Hashable, Sendable {
    /// The screen the call came from is no longer in the state (it was popped or
    /// dismissed). The call is stale and changes nothing.
    case screenGone(EntryID)
    /// The stack has no pushed screen to pop.
    case nothingToPop
    /// A pop count below 1 or above the number of pushed screens.
    case popCountOutOfRange(requested: Int, available: Int)
    /// Nothing is presented.
    case nothingToDismiss
    /// The screen is the root of a base stack, which cannot be dismissed.
    case atAppRoot
    /// The screen is not in a presented flow, nor in a flow shown above the tabs, so
    /// there is nothing to close.
    case notPresented(EntryID)
    /// The screen's stack is covered by a presentation or sits in a background tab, or
    /// the flow shown above the tabs hides the screen, so it cannot present.
    case screenCovered(EntryID)
    /// The presentation is not a sheet, so it has no detent to select.
    case notASheet
    /// A sheet with this ``SheetOptions/id`` is up and asked to stay
    /// (``SheetOptions/replacesExisting`` is `false`), so a second one was not presented;
    /// or a whole state replaced or adopted holds two sheets of this id.
    case sheetAlreadyPresented(id: String)
    /// The sheet does not offer this detent (see ``SheetOptions/offers(_:)``).
    case detentNotOffered(SheetDetent)
    /// A presentation's options hold a NaN or infinite number (see
    /// ``PresentationStyle/hasFiniteNumbers``), which no archive can hold and no screen
    /// can lay out; the presentation (or the whole state carrying it) is refused.
    case nonFiniteNumber
    /// The state has handed out every identity up to the identity limit (2⁶²), so it
    /// cannot make the screens this action needs; only a state built from decoded data
    /// comes near it.
    case identityLimitReached
    /// The route or screen a screen asked to pop back to is not on that screen's stack.
    case notInStack
    /// The app has no such tab, or no tabs at all.
    case unknownTab
    /// A stack is shown above the tabs, hiding the tab bar, so the selected tab cannot
    /// change; dismiss it first (``NavigationAction/dismissAboveTabs``).
    case tabsCovered
    /// The state has no stack at the given location.
    case unknownStack
    /// The state has no split view to select in, or a content item was selected
    /// while the sidebar has no selection.
    case notSplit
    /// Tabs that are empty, hold a tab twice, or do not hold the selected tab.
    case invalidTabs
    /// A finished flow's value is not of the type its presenter awaits.
    case resultTypeMismatch(expected: String, actual: String)
    /// A screen finished with a value, but nothing below it awaits one and it is not in
    /// a presented flow that could be dismissed instead.
    case noPendingResult
    /// A presenter asked to wait for a flow that someone already waits for.
    case resultAlreadyAwaited
    /// A screen finished with a value, but its flow could not be dismissed (a guard kept
    /// it, or it is the app's root), so the value was not delivered and the flow goes on.
    case flowNotDismissed
    /// A screen finished a flow that an earlier finish is already ending: a guard put off
    /// that finish's dismissal (a "discard changes?" confirm shown first), and it goes on
    /// once the confirm answers.
    ///
    /// Refused so that the guard asks once and the presenter gets one value, the first
    /// one's; when the confirm is dismissed or declined, the flow stays and may finish again.
    case flowAlreadyFinishing
    /// No dialog is open, or the one open is not the opening the answer was meant for.
    case noDialog
    /// A dialog answer named a button the dialog does not have.
    case dialogButtonOutOfRange(requested: Int, available: Int)
    /// No window with this identity is open in the ``NavigationWindows``: it never opened,
    /// or it closed.
    ///
    /// Windows come and go at the system's pace, so a call that names a window the owner
    /// does not hold is expected input, never a trap. Closed windows are not remembered, so
    /// that an app that opens and closes windows all day keeps no trace of them.
    case unknownWindow(NavigationWindowID)
    /// A window with this identity is already open.
    case windowAlreadyOpen(NavigationWindowID)
    /// No window is open, so there is none to open a route in.
    case noOpenWindow
    /// A presentation over the whole app (``PresentationPlacement/overApp``) cannot go
    /// there: it was asked for as a popover or an inspector, which hang off a view of
    /// their presenter, or while a layer is presented (it must be the first layer), or a
    /// minimized flow was to be expanded while a layer is presented.
    case overAppUnavailable
    /// The flow to minimize is not the layer presented over the app with nothing over
    /// it: none is presented over the app, the screen is not in it, or a layer covers it.
    case nothingToMinimize
    /// Another flow is minimized already; there is one at a time.
    case alreadyMinimized
    /// No flow is minimized.
    case nothingToExpand
    /// A guard cancelled the change (``NavigationDecision/cancel``); the navigator reported
    /// ``NavigationEvent/guardCancelled(_:source:)``.
    case guardCancelled
    /// A guard redirected the change (``NavigationDecision/redirect(to:)``): what it showed
    /// instead is on screen, and the change was not made (it resumes, if the redirect
    /// says so, once the redirect's flow ends).
    case guardRedirected
}
