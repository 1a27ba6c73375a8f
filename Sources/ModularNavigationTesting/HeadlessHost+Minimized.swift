import ModularNavigation
import ModularNavigationDrawing

/// The flow presented over the app and its minimized overlay, drawn as the SwiftUI
/// adapter draws them: the layer over the root view, and a small overlay above the
/// layout while the flow is minimized, which leaves the tab bar and the screens under it
/// in reach.
extension HeadlessHost {
    /// Uses the minimize control of the flow presented over the app (a call's, a
    /// player's): the layer slides away and the flow's overlay shows, its screens kept.
    ///
    /// ```swift
    /// try navigator.perform(.present(.call, .fullScreenCover, placement: .overApp))
    /// host.settle()
    /// host.minimize()
    /// host.tapTab(.inbox)   // the tabs are usable under the overlay
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the flow over the app was the only layer, with nothing
    ///   animating, and a guard would let it shrink.
    @discardableResult public func minimize(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("minimize()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard drawn.minimizableFlowRoot != nil else { throw .noSuchControl }
            try switchFlow(allowed: driver.allowsMinimizing(), driver.minimizeTapped)
        }
    }

    /// Taps the minimized flow's overlay: the flow comes back as the layer over the
    /// app, as it was.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the overlay was drawn and in reach (no layer covers it, nothing
    ///   animating) and a guard would let the flow expand.
    @discardableResult public func tapMinimizedFlow(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapMinimizedFlow()", touching: .overlay, fileID, filePath, line, column) { () throws(HostRefusal) in
            try switchFlow(allowed: driver.allowsExpanding(), driver.minimizedFlowTapped)
        }
    }

    /// Minimizes or expands the flow over the app through the adapter's hook, when a
    /// guard allows it.
    ///
    /// Either way no screen goes: the flow's screens stay, out of the chain while it is
    /// minimized and back in it when it expands.
    private func switchFlow(allowed: Bool, _ tapped: () -> Void) throws(HostRefusal) {
        guard allowed else { throw .disabled }
        written(removing: [], tapped)
    }
}
