import ControllerStandIn
import ExampleApp
import ModularNavigation
import ModularNavigationDrawing
import NavigationDemoKit

/// The demo's gestures made on the UIKit stand-in drawing the app, as a phone draws it:
/// a split view collapsed into its compact column, whose back button is the one on top.
@MainActor
final class UIKitHands: DemoHands {
    let uikit: UIKitStandIn<AppRoute, AppTab>

    init(drawing navigator: Navigator<AppRoute, AppTab>) {
        uikit = UIKitStandIn(navigator: navigator)
        collapse()
    }

    /// Ends every transition, on a split view collapsed as in compact width.
    func settle() {
        collapse()
        uikit.finish()
    }

    func tapTab(_ tab: AppTab) -> Bool { uikit.tapTab(tab) }
    func swipeBack() -> Bool { uikit.goBackCollapsed() || uikit.goBack() }
    func swipeDownSheet() -> Bool { uikit.swipeDown() }
    // UIKit reports a tap outside a popover as it reports a sheet swiped away.
    func tapOutsidePopover() -> Bool { uikit.swipeDown() }
    func tapCollapsedBack() -> Bool { uikit.goBackCollapsed() }
    func tapAboveTabsBack() -> Bool { uikit.tapAboveTabsBack() }

    private func collapse() {
        if uikit.navigator.state.split != nil, uikit.splitColumns?.isCollapsed != true { uikit.collapseSplit(true) }
    }
}
