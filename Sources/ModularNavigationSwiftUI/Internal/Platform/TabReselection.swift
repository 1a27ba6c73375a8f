#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    extension View {
        /// Reports a tap on the tab that is already selected, by its index, through
        /// UIKit's tab bar delegate where there is one.
        ///
        /// The fallback for a `TabView` that does not call its selection setter on a
        /// re-tap (reported to on iOS 14–17, unconfirmed on iOS 18); elsewhere it does
        /// nothing, and the setter is the only path.
        func onTabReselected(_ action: @escaping @MainActor (Int) -> Void) -> some View {
            #if canImport(UIKit) && !os(watchOS)
                // Once it has appeared, the probe finds the enclosing `UITabBarController` and
                // puts a forwarding delegate in front of SwiftUI's own.
                background(AppearanceProbe { TabReselectionProxy.install(above: $0, onReselect: action) })
            #else
                self
            #endif
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        /// Forwards every delegate call to SwiftUI's own delegate, and reports a tap on the
        /// selected tab before it.
        @MainActor
        private final class TabReselectionProxy: NSObject, UITabBarControllerDelegate {
            nonisolated(unsafe) static var key: UInt8 = 0
            nonisolated(unsafe) private weak var original: (any UITabBarControllerDelegate)?
            private var onReselect: @MainActor (Int) -> Void

            /// Puts a proxy in front of the delegate of the tab bar controller above a
            /// view controller, or gives the one already there the latest action.
            static func install(above controller: UIViewController, onReselect: @escaping @MainActor (Int) -> Void) {
                guard let tabs = controller.tabBarController else { return }
                if let proxy = tabs.delegate as? TabReselectionProxy {
                    proxy.onReselect = onReselect
                    return
                }
                let proxy = TabReselectionProxy(original: tabs.delegate, onReselect: onReselect)
                // The delegate is weak: the tab bar controller keeps its proxy alive.
                objc_setAssociatedObject(tabs, &key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                tabs.delegate = proxy
            }

            init(original: (any UITabBarControllerDelegate)?, onReselect: @escaping @MainActor (Int) -> Void) {
                self.original = original
                self.onReselect = onReselect
                super.init()
            }

            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            {
                if viewController === tabBarController.selectedViewController,
                    let index = tabBarController.viewControllers?.firstIndex(of: viewController)
                {
                    onReselect(index)
                }
                return original?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            }

            nonisolated override func responds(to selector: Selector!) -> Bool {
                super.responds(to: selector) || original?.responds(to: selector) == true
            }

            nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
                original?.responds(to: selector) == true ? original : super.forwardingTarget(for: selector)
            }
        }
    #endif
#endif
