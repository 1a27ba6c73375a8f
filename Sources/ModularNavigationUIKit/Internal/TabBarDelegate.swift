#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The tab bar controller's delegate: every tap, on the selected tab too, goes to the
    /// driver, and the tab bar selects nothing itself; the backend selects the tab the
    /// driver draws.
    @MainActor
    final class TabBarDelegate: NSObject, UITabBarControllerDelegate {
        let tapped: @MainActor (UIViewController) -> Void

        init(tapped: @escaping @MainActor (UIViewController) -> Void) {
            self.tapped = tapped
        }

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            tapped(viewController)
            return false
        }
    }
#endif
