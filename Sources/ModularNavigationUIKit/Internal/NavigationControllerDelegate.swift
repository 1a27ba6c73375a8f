#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The delegate of every navigation controller the backend draws: it hears UIKit's
    /// `willShow` and `didShow`, and forwards every delegate call to the app's delegate
    /// (swift-navigation #311/#312: a stack that takes the delegate for itself leaves an
    /// app no way to supply custom transitions or orientations).
    @MainActor
    final class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
        /// The app's delegate, which hears every call after the backend.
        weak var forwarded: (any UINavigationControllerDelegate)?
        let willShow: @MainActor (UINavigationController) -> Void
        let didShow: @MainActor (UINavigationController) -> Void

        init(
            forwarded: (any UINavigationControllerDelegate)?,
            willShow: @escaping @MainActor (UINavigationController) -> Void,
            didShow: @escaping @MainActor (UINavigationController) -> Void
        ) {
            self.forwarded = forwarded
            self.willShow = willShow
            self.didShow = didShow
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            willShow(navigationController)
            forwarded?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            didShow(navigationController)
            forwarded?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }

        func navigationControllerSupportedInterfaceOrientations(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientationMask {
            forwarded?.navigationControllerSupportedInterfaceOrientations?(navigationController)
                ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
        }

        func navigationControllerPreferredInterfaceOrientationForPresentation(
            _ navigationController: UINavigationController
        ) -> UIInterfaceOrientation {
            forwarded?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
                ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            forwarded?.navigationController?(navigationController, interactionControllerFor: animationController)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            forwarded?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
    }
#endif
