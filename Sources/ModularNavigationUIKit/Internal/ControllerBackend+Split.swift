#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI
    import UIKit

    /// What the backend holds of one split view controller, the app's or a tab's.
    @MainActor
    struct SplitControllers<Route> {
        weak var controller: UISplitViewController?
        var compact: UINavigationController?
        var compactDelegate: NavigationControllerDelegate?
        /// The content column's list, with the selection it lists.
        var content: (route: Route, controller: UIViewController)?
    }

    /// Split views with UIKit, the app's or a tab's (`tab`, as the drawing names them):
    /// the sidebar and detail stacks in the split view controller's columns, the content
    /// list in its supplementary column, and collapsed, the one stack the drawing reads
    /// them as in its compact column.
    extension ControllerBackend {
        /// Takes a split view controller's columns: its stacks' navigation controllers
        /// and its compact column.
        func attach(_ controller: UISplitViewController, in tab: Tab?) {
            splits[tab, default: SplitControllers()].controller = controller
            let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: tab)
            controller.setViewController(navigationController(at: sidebar), for: .primary)
            controller.setViewController(navigationController(at: detail), for: .secondary)
            controller.setViewController(compactColumn(in: tab), for: .compact)
        }

        func showSplit(_ columns: ControllerSplit<Route>.Columns, in tab: Tab?) {
            guard let controller = splits[tab]?.controller else { return }
            let (sidebarLocation, detailLocation) = ControllerDrawing<Route, Tab>.columns(of: tab)
            let sidebar = navigationController(at: sidebarLocation)
            let detail = navigationController(at: detailLocation)
            let compact = compactColumn(in: tab)
            // A controller shows in one place: what the other side held is let go first.
            if columns.isCollapsed {
                sidebar.setViewControllers([], animated: false)
                detail.setViewControllers([], animated: false)
            } else {
                compact.setViewControllers([], animated: false)
            }
            if !columns.showsDetail { detail.setViewControllers([], animated: false) }
            if splits[tab]?.content?.route != columns.content {
                splits[tab]?.content = columns.content.map { ($0, contentList(for: $0)) }
            }
            guard columns.hasContentColumn else { return }
            let supplementary = columns.isCollapsed ? nil : splits[tab]?.content?.controller
            controller.setViewController(supplementary ?? UIViewController(), for: .supplementary)
        }

        func performCollapsed(_ items: [ControllerSplit<Route>.Item], in tab: Tab?) {
            let compact = compactColumn(in: tab)
            let (sidebar, detail) = ControllerDrawing<Route, Tab>.columns(of: tab)
            let controllers = items.map { item in
                switch item {
                case .screen(let entry, let index, let inDetail):
                    screen(entry, at: inDetail ? detail : sidebar, index: index)
                case .list(let route):
                    shownList(for: route, in: tab)
                }
            }
            let animated = compact.viewIfLoaded?.window != nil && !compact.viewControllers.isEmpty
            compact.setViewControllers(controllers, animated: animated)
            compactEndsWhenSettled(compact, in: tab)
        }

        func allowGoingBackCollapsed(_ allowed: Bool, in tab: Tab?) {
            guard let compact = splits[tab]?.compact else { return }
            compact.topViewController?.navigationItem.hidesBackButton = !allowed
            compact.interactivePopGestureRecognizer?.isEnabled = allowed
        }

        /// A split view controller's compact column, made on first use.
        private func compactColumn(in tab: Tab?) -> UINavigationController {
            if let compact = splits[tab]?.compact { return compact }
            let compact = UINavigationController()
            let delegate = NavigationControllerDelegate(
                forwarded: navigationDelegate,
                willShow: { [weak self] controller in
                    // Only a transition the user started: the back button, the edge swipe.
                    guard let self, drawing.collapsedWillShow(in: tab) else { return }
                    compactEndsWhenSettled(controller, in: tab)
                },
                didShow: { _ in }
            )
            compact.delegate = delegate
            splits[tab, default: SplitControllers()].compact = compact
            splits[tab]?.compactDelegate = delegate
            return compact
        }

        /// Reports what the compact column holds once its transition ends, finished or
        /// cancelled, or at once when UIKit runs none.
        private func compactEndsWhenSettled(_ compact: UINavigationController, in tab: Tab?) {
            guard let coordinator = compact.transitionCoordinator else { return compactEnded(compact, in: tab) }
            coordinator.animate(alongsideTransition: nil) { [weak self, weak compact] _ in
                MainActor.assumeIsolated {
                    guard let self, let compact else { return }
                    self.compactEnded(compact, in: tab)
                }
            }
        }

        private func compactEnded(_ compact: UINavigationController, in tab: Tab?) {
            // A tab's split view that is gone reports nothing: the tab has new controllers.
            guard splits[tab]?.compact === compact else { return }
            drawing.collapsedTransitionEnded(holding: compact.viewControllers.count, in: tab)
            forgetLeftScreens()
        }

        /// The content list drawn for a sidebar selection, or a new one for another.
        private func shownList(for route: Route, in tab: Tab?) -> UIViewController {
            if let content = splits[tab]?.content, content.route == route { return content.controller }
            return contentList(for: route)
        }

        /// The content column's list for a sidebar selection; a SwiftUI list is hosted
        /// with the driver in its environment, for its `NavigationSplitReader`.
        private func contentList(for route: Route) -> UIViewController {
            switch contentBuilder(route).content {
            case .controller(let controller): controller
            case .view(let view): hosting(view)
            }
        }
    }
#endif
