public import ExampleApp
import ModularNavigation
import ModularNavigationTesting

/// The user's hands on an app the demo draws: the gestures its commands make, on
/// whatever draws the app.
///
/// The demo draws with a headless host that behaves as the SwiftUI adapter; a test can
/// give the session hands that play UIKit instead, so the same script runs through the
/// UIKit backend's own gestures. Each answers whether the control was there to use.
@MainActor
public protocol DemoHands: AnyObject {
    /// Lets everything that moves come to rest.
    func settle()
    /// Taps a tab on the tab bar.
    func tapTab(_ tab: AppTab) -> Bool
    /// Goes back on the stack on top: the back button, or the edge swipe.
    func swipeBack() -> Bool
    /// Swipes the top sheet away.
    func swipeDownSheet() -> Bool
    /// Taps outside the top popover.
    func tapOutsidePopover() -> Bool
    /// Taps the back button of a collapsed split view, from its detail root or content list.
    func tapCollapsedBack() -> Bool
    /// Taps the back button on the root of the stack above the tabs.
    func tapAboveTabsBack() -> Bool
}

/// The demo's own hands: a headless host that draws as the SwiftUI adapter does; a
/// refused gesture is an answer, not a failure, as a demo is no test.
@MainActor
final class HostHands: DemoHands {
    private let host: HeadlessHost<AppRoute, AppTab>

    init(drawing navigator: Navigator<AppRoute, AppTab>) {
        host = HeadlessHost(navigator: navigator)
        host.refusalsFailTests = false
    }

    func settle() { host.settle() }
    func tapTab(_ tab: AppTab) -> Bool { host.tapTab(tab) }
    func swipeBack() -> Bool { host.swipeBack() }
    func swipeDownSheet() -> Bool { host.swipeDownSheet() }
    func tapOutsidePopover() -> Bool { host.tapOutsidePopover() }
    func tapCollapsedBack() -> Bool { host.tapCollapsedBack() }
    func tapAboveTabsBack() -> Bool { host.tapAboveTabsBack() }
}
