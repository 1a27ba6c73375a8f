/// A problem found while restoring a saved navigation state, and what was done about it.
///
/// Restoration never throws and never crashes: each problem is repaired or worked
/// around, and reported as one of these so that nothing is lost silently. Locations are
/// those of the restored state: a tab by its identifier, a presented stack by its level
/// (1 is the first presentation over the base stack). Indices count screens in a
/// stack, 0 being the root.
///
/// The problems fall in four groups:
/// - the archive as a whole cannot be used, so the fallback is restored:
///   ``corruptData``, ``unsupportedFormatVersion(found:)``,
///   ``schemaVersionMismatch(found:expected:)``, ``baseMismatch``, ``invalidTabs``;
/// - part of the state is lost, and everything that depended on it with it:
///   ``routeUndecodable(location:index:)``, ``corruptStack(location:index:)``,
///   ``corruptPresentation(level:)``, ``duplicateSheet(id:level:)``, ``presentationsDropped(count:)``,
///   ``tabUndecodable(index:)``, ``tabRemoved(_:)``, ``duplicateTab(_:)``,
///   ``tabLayoutChanged(_:)``, ``selectionUndecodable``, ``contentSelectionUndecodable``,
///   ``tabSelectionUndecodable(_:)``, ``tabContentSelectionUndecodable(_:)``, ``aboveTabsFlowDropped``,
///   ``minimizedFlowDropped``;
/// - the state is adjusted and nothing the user saw is lost: ``tabAdded(_:)``,
///   ``selectionReset(savedIndex:)``, ``placementReset(level:)``, ``tabCustomizationUnreadable``,
///   ``tabCustomizationRepaired``, ``invalidIdentity(location:index:)``,
///   ``duplicateIdentity(_:)``, ``invalidNextID(found:)``, ``identitiesRenumbered(count:)``;
/// - in a list of windows (``NavigationWindows/restoreWindows(from:schemaVersion:fallback:otherLayouts:migration:)``),
///   a window is skipped and the others come back: ``corruptWindow(index:)``,
///   ``duplicateWindow(_:)``, ``windowAlreadyOpen(_:)``, ``windowLost(_:issues:)``,
///   ``tooManyWindows(skipped:)``; a list that is not one, or of a newer layout, is
///   ``corruptData`` or ``unsupportedFormatVersion(found:)`` and restores no window.
public enum RestoreIssue<Tab: Hashable & Sendable>: Error, Hashable, Sendable {
    /// The data is not a navigation archive (or window list): not JSON, or missing the
    /// envelope's fields or the state's base; or a saved split view's parts contradict
    /// each other (a detail stack without the selection it shows, or showing another
    /// route). The fallback is restored.
    case corruptData
    /// The archive was written in a layout this library does not read, usually by a
    /// newer version of it. The fallback is restored.
    case unsupportedFormatVersion(found: Int)
    /// The archive was saved under another schema version of the app and no
    /// ``RouteMigration`` was given. The fallback is restored.
    case schemaVersionMismatch(found: Int, expected: Int)
    /// The saved state's base is not the app's kind: tabs, one stack or a split view,
    /// or a split view with another number of columns. The fallback is restored.
    case baseMismatch
    /// The saved tabs are missing, not a list, or empty. The fallback is restored.
    case invalidTabs
    /// The saved tab at this index (in the saved order) could not be read as a tab of
    /// the app; it is dropped with its stack.
    case tabUndecodable(index: Int)
    /// The saved tab is not one of the app's tabs any more; it is dropped with its stack.
    case tabRemoved(Tab)
    /// The tab was saved twice; the first copy is kept, the later one dropped.
    case duplicateTab(Tab)
    /// The app has a tab the saved state lacks; it starts with the fallback's stack.
    case tabAdded(Tab)
    /// The tab was saved in another layout than the app's: with one stack where the
    /// app's tab holds a split view, the reverse, or with a split view of another number
    /// of columns. It starts with the fallback's layout and screens; the presentations
    /// saved over it are dropped.
    case tabLayoutChanged(Tab)
    /// A split view's saved sidebar selection no longer decodes. The selection, the
    /// content selection and the detail stack are cleared, and the presentations over
    /// the detail stack are dropped; the sidebar is kept.
    case selectionUndecodable
    /// A split view's saved content-column selection no longer decodes. It and the
    /// detail stack are cleared, and the presentations over the detail stack are
    /// dropped; the sidebar and its selection are kept.
    case contentSelectionUndecodable
    /// The saved sidebar selection of the split view this tab holds no longer decodes;
    /// handled like ``selectionUndecodable``, in that tab.
    case tabSelectionUndecodable(Tab)
    /// The saved content-column selection of the split view this tab holds no longer
    /// decodes; handled like ``contentSelectionUndecodable``, in that tab.
    case tabContentSelectionUndecodable(Tab)
    /// The mark of where a flow shown above the tabs began (an app without tabs) is unreadable
    /// or names no pushed screen: the flow's screens stay, pushed, and no longer end together.
    case aboveTabsFlowDropped
    /// The saved selection is missing, out of range, or names a tab that was dropped;
    /// the first tab is selected and the saved presentations are dropped.
    case selectionReset(savedIndex: Int?)
    /// The screen's saved route no longer decodes. The screen and those above it in its
    /// stack are dropped, and so are the presentations over that stack. At index 0 the
    /// whole stack goes: a tab starts over with the fallback's stack, a presentation is
    /// dropped, a split view's detail stack goes with the selection its root showed, and
    /// the single stack of an app without tabs, or a split view's sidebar, gives way to
    /// the fallback.
    case routeUndecodable(location: StackLocation<Tab>, index: Int)
    /// The stack's data is damaged from this screen up (not an object, a field missing
    /// or of the wrong type); handled like ``routeUndecodable(location:index:)``.
    case corruptStack(location: StackLocation<Tab>, index: Int)
    /// The presentation at this level (1 for the first) has an unreadable style or is
    /// not a presentation at all; it and those above it are dropped.
    case corruptPresentation(level: Int)
    /// The sheet at this level (1 for the first) has the ``SheetOptions/id`` of a sheet
    /// below it, which presenting never allows; it and the presentations above it (which
    /// hung off it) are dropped, counted in ``presentationsDropped(count:)``.
    case duplicateSheet(id: String, level: Int)
    /// The presentation at this level was saved as hanging over the whole app
    /// (``PresentationPlacement/overApp``) where no layer can: above the first layer, or
    /// as a popover or an inspector. It is kept, over its presenter.
    case placementReset(level: Int)
    /// The saved minimized flow (``NavigationState/minimized``) has an unreadable style,
    /// no readable root, or was not presented over the app, which no minimized flow can
    /// be; it is dropped with its screens. A readable root keeps the flow, up to the
    /// first screen that does not read (reported at ``StackLocation/minimized``).
    case minimizedFlowDropped
    /// The tab bar customization saved in the archive could not be read; the tabs restore
    /// as without one, every app tab the saved state lacks added.
    case tabCustomizationUnreadable
    /// The tab bar customization saved in the archive did not match the restored tabs (it
    /// hid a tab the saved tabs hold, or named a tab that did not decode), or the state
    /// restored has no tabs to apply it to; it is kept as far as it matches.
    case tabCustomizationRepaired
    /// This many saved presentations were not restored, because of a problem reported
    /// before this one.
    case presentationsDropped(count: Int)
    /// The screen's saved identity is missing, unreadable, or out of range; the screen is
    /// kept with a new identity.
    case invalidIdentity(location: StackLocation<Tab>, index: Int)
    /// Two saved screens share this identity. The first one in the restored state's
    /// order (base stacks in tab order, then presentations) keeps it; the other is kept
    /// with a new identity.
    case duplicateIdentity(EntryID)
    /// The saved next identity is missing, unreadable, or not above every saved
    /// identity; it is raised so that new screens never reuse a restored identity.
    case invalidNextID(found: UInt64?)
    /// This many restored screens got new identities (``Navigator/restore(from:schemaVersion:fallback:migration:)``):
    /// the navigator had made a client or committed a change, so someone may know theirs
    /// as another screen's (or one that left), or the archive had used over half of all
    /// identities, leaving none to hand out. Reported once per restore, with every screen
    /// renumbered for any of these reasons counted once.
    case identitiesRenumbered(count: Int)
    /// The window at this index of a window list has no readable identity or archive.
    case corruptWindow(index: Int)
    /// The window is listed twice; the first one is restored, the later one skipped.
    case duplicateWindow(NavigationWindowID)
    /// A window with this identity is already open; it is kept as it is.
    case windowAlreadyOpen(NavigationWindowID)
    /// Nothing of the window's state could be restored, for these reasons; skipped rather
    /// than shown as a window the user never had.
    case windowLost(NavigationWindowID, issues: [RestoreIssue])
    /// The list holds more windows than ``NavigationWindows/maximumRestoredWindows``; this
    /// many at its end were skipped.
    case tooManyWindows(skipped: Int)
}
