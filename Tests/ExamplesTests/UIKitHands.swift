import ControllerStandIn
import ExampleApp
import ModularNavigation
import ModularNavigationDrawing
import NavigationDemoKit

/// The demo's gestures made on the UIKit stand-in drawing the app, as a phone draws it:
/// a split view, the app's or a tab's, collapsed into its compact column, whose back
/// button is the one on top.
@MainActor
final class UIKitHands: DemoHands {
    let uikit: UIKitStandIn<AppRoute, AppTab>

    init(drawing navigator: Navigator<AppRoute, AppTab>) {
        uikit = UIKitStandIn(navigator: navigator)
        collapse()
    }

    /// Ends every transition, on split views collapsed as in compact width.
    func settle() {
        collapse()
        uikit.finish()
    }

    func tapTab(_ tab: AppTab) -> Bool { uikit.tapTab(tab) }
    func swipeBack() -> Bool { tapCollapsedBack() || uikit.goBack() }
    func swipeDownSheet() -> Bool { uikit.swipeDown() }
    // UIKit reports a tap outside a popover as it reports a sheet swiped away.
    func tapOutsidePopover() -> Bool { uikit.swipeDown() }
    func tapCollapsedBack() -> Bool { uikit.goBackCollapsed(in: shownSplitTab) }
    func tapAboveTabsBack() -> Bool { uikit.tapAboveTabsBack() }

    /// The selected tab when it holds a split view; `nil` names the app's.
    private var shownSplitTab: AppTab? {
        uikit.navigator.state.selectedTab.flatMap { uikit.navigator.state.split(in: $0) == nil ? nil : $0 }
    }

    private func collapse() {
        let state = uikit.navigator.state
        if state.split != nil, uikit.splitColumns?.isCollapsed != true { uikit.collapseSplit(true) }
        for tab in AppTab.allCases where state.split(in: tab) != nil && uikit.columns[tab]?.isCollapsed != true {
            uikit.collapseSplit(true, in: tab)
        }
    }
}
