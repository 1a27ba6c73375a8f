public import ModularNavigation

/// The user's hands against a navigator alone, for tests of whole flows that need no
/// animations: each gesture is one call that does what SwiftUI reports when the user
/// acts through its own controls, and is refused where iOS would not let the user act.
///
/// A ``HeadlessHost`` does the same with SwiftUI's timing and signals; use it to test
/// what the screen draws, and these to test what a flow does.
extension Navigator {
    /// Swipes the top screen away, as the back swipe or the back button does.
    ///
    /// ```swift
    /// navigator.push(.detail(7))
    /// #expect(navigator.swipeBack())
    /// ```
    ///
    /// - Returns: Whether there was a pushed screen on the top stack and the pop
    ///   applied; `false` when a guard refused it (SwiftUI would hide the back button).
    @discardableResult
    public func swipeBack() -> Bool {
        let state = current
        guard state.topStack.path.last != nil else { return false }
        return perform(gesture: .pathChanged(state.topStack.path.dropLast().map(\.id), at: state.topLocation))
    }

    /// Swipes the topmost sheet down, or an inspector, which is a sheet in compact width.
    ///
    /// - Returns: Whether the top layer is a sheet the user can swipe away (not a
    ///   full-screen cover, not `interactiveDismissDisabled`) and its dismissal applied.
    @discardableResult
    public func swipeDownSheet() -> Bool {
        guard let layer = current.presentations.last, layer.style.dismissGesture == .swipeDown,
            userMayDismissLayer(layer.stack.root.id)
        else { return false }
        return perform(gesture: .layerDismissed(layer.stack.root.id))
    }

    /// Taps outside the topmost popover, which dismisses it.
    ///
    /// - Returns: Whether the top layer is a popover and its dismissal applied; `false`
    ///   when a guard refused it (SwiftUI would keep the popover up).
    @discardableResult
    public func tapOutsidePopover() -> Bool {
        guard let layer = current.presentations.last, layer.style.dismissGesture == .tapOutside,
            userMayDismissLayer(layer.stack.root.id)
        else { return false }
        return perform(gesture: .layerDismissed(layer.stack.root.id))
    }

    /// Drags the topmost sheet to rest at another of its detents.
    ///
    /// ```swift
    /// navigator.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
    /// #expect(navigator.dragSheet(to: .large))
    /// ```
    ///
    /// - Returns: Whether the top layer is a sheet that offers the detent and rests at
    ///   another one, and the change applied.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        guard let layer = current.presentations.last, let options = layer.style.sheetOptions,
            options.detents.contains(detent)
        else { return false }
        return perform(gesture: .detentSelected(detent, sheet: layer.stack.root.id))
    }

    /// Taps a tab in the tab bar; tapping the selected tab again is a re-tap, which
    /// pops that tab to its root when the policy says so.
    ///
    /// A full-screen cover hides the tab bar, so a tap is refused while one is up, as on
    /// iOS, and so does a stack above the tabs; a sheet leaves the tab bar in reach. Code may still select a tab under a
    /// cover with `Navigator.selectTab(_:)`: the rule is the user's, not the navigator's.
    ///
    /// - Returns: Whether the tab bar was in reach and the tap applied.
    @discardableResult
    public func tapTab(_ tab: Tab) -> Bool {
        guard current.tabs != nil, !current.isTabBarCovered else { return false }
        if let action = tabAction(for: tab) { return perform(action) }
        return perform(gesture: .tabTapped(tab))
    }

    /// Taps the back button on the root of the stack above the tabs, which shows the
    /// tabs again as they were.
    ///
    /// ```swift
    /// navigator.showAboveTabs(.checkout)
    /// #expect(navigator.tapAboveTabsBack())
    /// ```
    ///
    /// - Returns: Whether that root was on top with nothing over it, and going back
    ///   applied; `false` when a guard refused it (the adapter would hide the button).
    @discardableResult
    public func tapAboveTabsBack() -> Bool {
        guard let above = current.aboveTabs, above.depth == 0, current.presentations.isEmpty else { return false }
        return perform(gesture: .layerDismissed(above.root.id))
    }

    private func perform(gesture: UserGesture<Tab>) -> Bool {
        let state = current
        guard let action = state.intent(for: gesture, drawn: state, policy: policy) else { return false }
        // The guards see it as the user's, as they do the adapter's and the host's gestures.
        return performAsUser(action)
    }
}

extension NavigationState {
    /// Whether a full-screen cover, or a stack above the tabs, hides the tab bar.
    var isTabBarCovered: Bool {
        aboveTabs != nil || presentations.contains { $0.style == .fullScreenCover }
    }
}
