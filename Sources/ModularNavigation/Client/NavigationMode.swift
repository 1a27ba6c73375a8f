/// How a destination is shown: as a stack's root, pushed, in a sheet, in a cover, in
/// a popover, or above the tabs.
///
/// Builders receive the mode their screen was shown in, and clients take it to say how
/// to show the next one.
public enum NavigationMode: Hashable, Sendable, Codable {
    /// The root of a stack. Presenting in this mode makes the destination the new root
    /// of the caller's stack.
    case root
    /// Pushed on the caller's stack.
    case push
    /// In a sheet with the given options.
    case sheet(SheetOptions = SheetOptions())
    /// In a full-screen cover.
    case fullScreenCover
    /// In a popover with the given options; a sheet in compact width.
    case popover(PopoverOptions = PopoverOptions())
    /// Above the tabs, hiding the tab bar: the root of a stack over them, or pushed on
    /// the one already there (see ``NavigationAction/showAboveTabs(_:from:)``). In an
    /// app without tabs, pushed on the caller's stack.
    case aboveTabs
    /// In a window of its own where the app's ``NavigationWindows`` shows several at
    /// once; elsewhere (an iPhone, a navigator no window owner holds, a flow awaited for
    /// a value) in a sheet with these options. The owner decides, with
    /// ``NavigationWindows/supportsMultipleWindows`` and its `newWindowState`.
    case window(SheetOptions = SheetOptions())

    /// The action that shows `route` in this mode from a screen.
    @inlinable
    func action<Route, Tab>(_ route: Route, from screen: EntryID?) -> NavigationAction<Route, Tab> {
        switch self {
        case .root: .setRoot(route, from: screen)
        case .push: .push(route, from: screen)
        case .sheet(let options): .present(route, .sheet(options), from: screen)
        case .fullScreenCover: .present(route, .fullScreenCover, from: screen)
        case .popover(let options): .present(route, .popover(options), from: screen)
        case .aboveTabs: .showAboveTabs(route, from: screen)
        // The navigator's part when no window opens: the sheet.
        case .window(let options): .present(route, .sheet(options), from: screen)
        }
    }
}
