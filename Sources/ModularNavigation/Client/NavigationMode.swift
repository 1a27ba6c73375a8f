/// How a destination is shown: as a stack's root, pushed, presented, or above the tabs.
///
/// Builders receive the mode their screen was shown in, and clients take it to say how
/// to show the next one. Presented screens name their ``PresentationStyle``, the one list
/// of presentation kinds; `.sheet(_:)`, `.fullScreenCover`, `.popover(_:)` and
/// `.inspector(_:)` read as they do on the style.
///
/// ```swift
/// client.navigate(to: .filters, mode: .sheet(SheetOptions(detents: [.medium])))
/// if case .presented(.sheet) = mode { /* the builder draws a close button */ }
/// ```
public enum NavigationMode: Hashable, Sendable, Codable {
    /// The root of a stack. Presenting in this mode makes the destination the new root
    /// of the caller's stack.
    case root
    /// Pushed on the caller's stack.
    case push
    /// The root of a stack presented over the caller's, in this style.
    case presented(PresentationStyle)
    /// Above the tabs, hiding the tab bar: the root of a stack over them, or pushed on
    /// the one already there (see ``NavigationAction/showAboveTabs(_:from:)``). In an
    /// app without tabs, pushed on the base stack, still a flow that `close()` ends; its
    /// builder then receives ``push``, as the screen is drawn pushed.
    case aboveTabs
    /// In a window of its own where the app's ``NavigationWindows`` shows several at
    /// once; elsewhere (an iPhone, a navigator no window owner holds, a flow awaited for
    /// a value) in a sheet with these options. The owner decides, with
    /// ``NavigationWindows/supportsMultipleWindows`` and its `newWindowState`. Who may
    /// ask is the rule of every presentation, on every platform and layout: a screen that
    /// may not present (covered, in a background tab) opens no window, and is refused
    /// with ``NavigationError/screenCovered(_:)`` as its sheet would be.
    case window(SheetOptions = SheetOptions())
    /// Selected in the split view the caller's screen is in, as the user's tap on a list
    /// row would: from its sidebar column, the sidebar's selection; from its detail
    /// column, the content list's selection in three columns, else the sidebar's. A
    /// module selects this way by route, as the app's
    /// ``NavigationAction/selectSidebar(_:in:)`` does, without knowing the layout; from a
    /// screen in no split view's columns, the destination is pushed on the caller's
    /// stack. Builders never receive it: a selected route shows as a column's root.
    case selected

    /// In a sheet with the given options.
    @inlinable
    public static func sheet(_ options: SheetOptions = SheetOptions()) -> NavigationMode {
        .presented(.sheet(options))
    }

    /// In a full-screen cover.
    @inlinable
    public static var fullScreenCover: NavigationMode { .presented(.fullScreenCover) }

    /// In a popover with the given options; a sheet in compact width.
    @inlinable
    public static func popover(_ options: PopoverOptions = PopoverOptions()) -> NavigationMode {
        .presented(.popover(options))
    }

    /// In an inspector with the given options: a trailing column in regular width, a
    /// sheet in compact width.
    @inlinable
    public static func inspector(_ options: InspectorOptions = InspectorOptions()) -> NavigationMode {
        .presented(.inspector(options))
    }

    /// The action that shows `route` in this mode from a screen.
    @inlinable
    func action<Route, Tab>(_ route: Route, from screen: EntryID?) -> NavigationAction<Route, Tab> {
        switch self {
        case .root: .setRoot(route, from: screen)
        case .push: .push(route, from: screen)
        case .presented(let style): .present(route, style, from: screen)
        case .aboveTabs: .showAboveTabs(route, from: screen)
        // The navigator's part when no window opens: the sheet.
        case .window(let options): .present(route, .sheet(options), from: screen)
        // Resolved against the state (`action(showing:in:from:)`); outside a split view, a push.
        case .selected: .push(route, from: screen)
        }
    }
}
