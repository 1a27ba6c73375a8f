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
        calledFrom = CallerPlace(fileID: fileID, filePath: filePath, line: line, column: column)
        if let refusal = refusal(touching: .screen) { return refuse(refusal, "minimize()") }
        guard drawn.minimizableFlowRoot != nil else { return refuse(.noSuchControl, "minimize()") }
        guard driver.allowsMinimizing() else { return refuse(.disabled, "minimize()") }
        // Minimizing removes no screen: the flow's screens stay, out of the chain.
        touching([]) { driver.minimizeTapped() }
        render()
        return true
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
        calledFrom = CallerPlace(fileID: fileID, filePath: filePath, line: line, column: column)
        if let refusal = refusal(touching: .screen) { return refuse(refusal, "tapMinimizedFlow()") }
        guard drawn.minimized != nil else { return refuse(.noSuchControl, "tapMinimizedFlow()") }
        guard drawn.tappableMinimizedRoot != nil else { return refuse(.covered, "tapMinimizedFlow()") }
        guard driver.allowsExpanding() else { return refuse(.disabled, "tapMinimizedFlow()") }
        touching([]) { driver.minimizedFlowTapped() }
        render()
        return true
    }
}
