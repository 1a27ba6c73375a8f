/// Why a ``NavigationWindows`` call about a window changed nothing.
///
/// Windows come and go at the system's pace, so a call that names a window the owner
/// does not hold is expected input, never a trap: it throws one of these and is reported
/// as ``NavigationWindowEvent/refused(_:)``.
public enum NavigationWindowError: Error, Hashable, Sendable {
    /// No window with this identity is open here: it never opened, or it closed.
    ///
    /// Closed windows are not remembered, so that an app that opens and closes windows
    /// all day keeps no trace of them.
    case unknownWindow(NavigationWindowID)
    /// A window with this identity is already open.
    case windowAlreadyOpen(NavigationWindowID)
    /// No window is open, so there is none to open a route in.
    case noOpenWindow
}
