/// Where ``NavigationWindows/openWindow(_:)`` opened a route.
public enum NavigationWindowOpening: Hashable, Sendable {
    /// A new window was made for the route; the UI shows it, in SwiftUI with
    /// `openWindow(value:)` given this identity.
    case newWindow(NavigationWindowID)
    /// The platform shows one window at a time, so the route was pushed in the frontmost
    /// window, which already shows it.
    case frontmostWindow(NavigationWindowID)

    /// The window that shows the route.
    public var window: NavigationWindowID {
        switch self {
        case .newWindow(let id), .frontmostWindow(let id): id
        }
    }
}
