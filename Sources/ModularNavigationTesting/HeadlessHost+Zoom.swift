public import ModularNavigation
import ModularNavigationDrawing

extension HeadlessHost {
    /// Draws a view marked as a zoom transition source, as the adapter's
    /// `navigationTransitionSource(_:)` modifier does when the view appears: a grid's cell
    /// that opens the screen `source` names.
    ///
    /// ```swift
    /// host.showTransitionSource(grid.transitionSource(for: .photo(id: 7)))
    /// host.tap { grid.push(.photo(id: 7)) }
    /// #expect(host.topScreenZoomSource == grid.transitionSource(for: .photo(id: 7)))
    /// ```
    ///
    /// - Parameter source: What `NavigationClient.transitionSource(for:)` gave the view.
    public func showTransitionSource(_ source: AnyHashableSendable) {
        driver.transitionSourceAppeared(source)
    }

    /// Takes a view marked as a zoom transition source off the screen, as when it
    /// disappears (scrolled away, or its screen popped).
    public func hideTransitionSource(_ source: AnyHashableSendable) {
        driver.transitionSourceDisappeared(source)
    }

    /// The source the screen the user sees zooms out of, as the adapter draws it with
    /// iOS 18's `navigationTransition(.zoom(sourceID:in:))`; `nil` when it is drawn with the
    /// system's own push or presentation.
    public var topScreenZoomSource: AnyHashableSendable? {
        let location = drawn.topLocation
        guard let stack = drawn.stack(at: location) else { return nil }
        let mode = drawn.mode(ofScreenAt: location, index: stack.path.count)
        return driver.zoomSource(for: stack.top.route, mode: mode)
    }
}
