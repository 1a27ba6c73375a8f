package import ModularNavigation

extension TransitionDriver {
    /// Whether a screen shows a back button, and with it the back swipe: the one rule
    /// SwiftUI's screens and every back gesture of the headless host read.
    ///
    /// A pushed screen shows one unless a guard would refuse its pop: the screen would
    /// slide away and bounce back. A root shows one only as the detail root of a
    /// collapsed split view, going back to its list (the content list of three columns,
    /// else the sidebar), unless a guard would refuse that. The back button on the root
    /// of the stack above the tabs is the adapter's own control, with the same guard
    /// question (``allowsGoingBack(from:)``).
    package func showsBackButton(on screen: EntryID) -> Bool {
        let state = navigator.current
        guard let (location, index) = state.position(of: screen) else { return false }
        if index > 0 { return allowsGoingBack(from: screen) }
        guard let (tab, list) = state.collapsedBack, location == .detailColumn(in: tab) else { return false }
        return allowsCollapsedBack(clearing: list, in: tab)
    }
}
