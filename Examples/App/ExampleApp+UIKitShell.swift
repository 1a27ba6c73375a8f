#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import DrinkTrackerFeature
    public import ModularNavigationUIKit
    import UIKit

    extension ExampleApp {
        /// The app in a UIKit-first shell: a tab bar controller over the app's navigator,
        /// every screen the same SwiftUI feature module it is under ``AppRootView``, hosted.
        ///
        /// The shell only draws the navigator, so the tree a demo script leaves is the same
        /// whichever shell draws the app; links, guards and saved state do not change.
        ///
        /// - Returns: The shell, to set as a window's root view controller.
        public func makeUIKitShell() -> NavigationTabBarController<AppRoute, AppTab> {
            let dependencies = dependencies
            let shell = NavigationTabBarController(navigator: navigator) { tab in
                UITabBarItem(title: tab.title, image: UIImage(systemName: tab.systemImage), tag: 0)
            } builder: { route, mode, client in
                .view(AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies))
            }
            // The drinks tab counts what the tracker holds, as the SwiftUI tab bar's badge does.
            shell.badges[.drinks] = dependencies.drinks.records.count
            return shell
        }
    }
#endif
