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
    @discardableResult
    public func minimize(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let caller = CallerPlace(fileID: fileID, filePath: filePath, line: line, column: column)
        return gesture("minimize()", touching: .screen, calledFrom: caller) { () throws(HostRefusal) in
            guard drawn.minimizableFlowRoot != nil else { throw .noSuchControl }
            guard driver.allowsMinimizing() else { throw .disabled }
            // Minimizing removes no screen: the flow's screens stay, out of the chain.
            touching([]) { driver.minimizeTapped() }
            render()
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
    @discardableResult
    public func tapMinimizedFlow(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let caller = CallerPlace(fileID: fileID, filePath: filePath, line: line, column: column)
        return gesture("tapMinimizedFlow()", touching: .screen, calledFrom: caller) { () throws(HostRefusal) in
            guard drawn.minimized != nil else { throw .noSuchControl }
            guard drawn.tappableMinimizedRoot != nil else { throw .covered }
            guard driver.allowsExpanding() else { throw .disabled }
            touching([]) { driver.minimizedFlowTapped() }
            render()
        }
    }
}
