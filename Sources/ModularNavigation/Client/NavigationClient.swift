/// The navigation handle a module's screens use: navigate, dismiss, close.
///
/// A client is a value over closures, so a module depends on nothing but its own
/// destination type; copying one retains one object. A ``Navigator`` hands each screen a
/// client bound to that screen:
/// - ``navigate(to:mode:)`` shows a destination from that screen;
/// - ``dismiss()`` removes that screen (pops it, or dismisses the presentation it is the
///   root of);
/// - ``close()`` dismisses the whole presented flow the screen belongs to.
///
/// A module that asks the app for other modules' screens declares what it asks for as a
/// type of its own (``RequestingDestination``) and asks with ``request(_:mode:)``; the
/// app answers when it scopes the module's client, ``scope(_:answering:)``.
///
/// A call from a screen that is already gone changes nothing and is reported as a
/// ``NavigationEvent/staleCall(_:screen:)``. Tests and previews build clients from
/// plain closures, or use ``noop``.
///
/// ```swift
/// struct LandingViewModel {
///     let navigationClient: NavigationClient<MyFeatureDestination>
///
///     func showDetail(id: String) { navigationClient.push(.internal(.detail(id: id))) }
///     func showSettings() { navigationClient.presentSheet(.public(.settings)) }
/// }
/// ```
public struct NavigationClient<Destination>: Sendable {
    /// What the client does, shared with every client its navigator hands out.
    @usableFromInline let handlers: ClientHandlers<Destination>
    /// The screen the client acts for, handed to each of the handlers.
    @usableFromInline let screen: EntryID

    /// Creates a client from closures, for tests and previews.
    ///
    /// Result flows end at once as cancelled; `ModularNavigationTesting` has clients
    /// that record calls and answer result requests.
    ///
    /// - Parameters:
    ///   - navigate: Called for ``navigate(to:mode:)`` and its shorthands.
    ///   - dismiss: Called for ``dismiss()``.
    ///   - close: Called for ``close()``.
    public init(
        navigate: @escaping @MainActor (Destination, NavigationMode) -> Void,
        dismiss: @escaping @MainActor () -> Void,
        close: @escaping @MainActor () -> Void
    ) {
        self.init(
            navigate: navigate,
            dismiss: dismiss,
            close: close,
            navigateForResult: { destination, mode, _ in
                navigate(destination, mode)
                return .cancelled
            },
            finish: { _ in .refused(.noPendingResult) },
            screenObject: { _, make in make() }
        )
    }

    /// A client that does nothing, for previews that need no navigation.
    public static var noop: NavigationClient {
        NavigationClient(navigate: { _, _ in }, dismiss: {}, close: {})
    }
}

// The verbs run on the main actor, where the navigator that answers them lives.
@MainActor
extension NavigationClient {

    /// Shows a destination from this screen.
    ///
    /// - Parameters:
    ///   - destination: What to show.
    ///   - mode: Pushed, presented in a style, above the tabs, or as the new root of
    ///     this screen's stack.
    public func navigate(to destination: Destination, mode: NavigationMode) {
        handlers.navigate(screen, destination, mode)
    }

    /// Pushes a destination on this screen's stack.
    public func push(_ destination: Destination) {
        handlers.navigate(screen, destination, .push)
    }

    /// Presents a destination in a sheet over this screen.
    public func presentSheet(_ destination: Destination, options: SheetOptions = SheetOptions()) {
        handlers.navigate(screen, destination, .sheet(options))
    }

    /// Moves the sheet this screen is shown in to another of its detents.
    ///
    /// Refused, and reported, when the screen is not in a sheet or the sheet does not
    /// offer the detent; a call from a screen that is gone is a stale call.
    public func selectDetent(_ detent: SheetDetent) {
        handlers.selectDetent(screen, detent)
    }

    /// Shrinks the flow this screen is in, presented over the app, to its small overlay
    /// (a call's or a player's minimize button): ``NavigationAction/minimize(_:)`` from
    /// this screen, through the guards.
    ///
    /// Refused, and reported, when the screen is not in the layer over the app or a layer
    /// covers it, and while another flow is minimized.
    public func minimize() {
        handlers.minimize(screen)
    }

    /// Shows a destination above the tabs, hiding the tab bar: the root of a stack over
    /// them, or pushed on the one already there.
    ///
    /// A checkout or an onboarding started from any tab: the tabs' stacks stay as they
    /// are underneath, and the root's ``dismiss()`` (or ``close()`` from anywhere in it)
    /// shows them again. In an app without tabs the destination is pushed on the base
    /// stack instead, and the flow ends the same way: ``close()`` from any of its screens
    /// pops it, back to this screen.
    public func showAboveTabs(_ destination: Destination) {
        handlers.navigate(screen, destination, .aboveTabs)
    }

    /// Removes this screen and what is above it.
    ///
    /// Pops the screen if it was pushed, or dismisses the presentation it is the root
    /// of. At the root of the app it changes nothing and the navigator reports it.
    public func dismiss() {
        handlers.dismiss(screen)
    }

    /// Pops this screen's stack back to its root, dismissing what is presented over it.
    ///
    /// A module pops back within its own flow this way without knowing where the flow
    /// sits: the stack is the one this screen is on, whichever tab or sheet that is.
    public func popToRoot() {
        handlers.pop(screen, .root)
    }

    /// Pops this screen's stack back to the last screen that shows a destination.
    ///
    /// When the stack holds no such screen, nothing changes and the navigator reports
    /// ``NavigationError/notInStack``.
    public func pop(to destination: Destination) {
        handlers.pop(screen, .destination(destination))
    }

    /// Pops this screen's stack back to one of its screens.
    ///
    /// When that screen is not on this screen's stack, nothing changes and the
    /// navigator reports ``NavigationError/notInStack``.
    public func pop(to screen: EntryID) {
        handlers.pop(self.screen, .screen(screen))
    }

    /// Dismisses the whole presented flow this screen belongs to, with everything above
    /// it; in the stack above the tabs, dismisses that stack and shows the tabs again
    /// (without tabs, pops that flow from its first screen up).
    public func close() {
        handlers.close(screen)
    }
}
