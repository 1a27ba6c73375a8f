import ModularNavigation
package import ModularNavigationDrawing

/// The minimized flow's overlay UIKit shows, and the user's tap on it.
extension UIKitStandIn {
    /// Taps the minimized flow's overlay; the core decides whether the flow expands.
    ///
    /// - Returns: Whether the overlay showed, no layer covered it and nothing moved.
    @discardableResult package func tapMinimizedFlow() -> Bool {
        guard minimized != nil, presented.isEmpty, alert == nil, !presentationMoving else { return false }
        drawing.userTappedMinimizedFlow()
        return true
    }

    package func showMinimized(_ overlay: ControllerMinimized<Route>?) {
        calls.append(overlay == nil ? "hide minimized" : "show minimized")
        if let overlay, modes[overlay.screen.id] == nil { modes[overlay.screen.id] = overlay.mode }
        minimized = overlay
    }
}
