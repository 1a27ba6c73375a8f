#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI
    import UIKit

    /// A split view with UIKit: the sidebar and detail stacks in the split view
    /// controller's columns, the content list in its supplementary column, and collapsed,
    /// the one stack the drawing reads them as in its compact column.
    extension ControllerBackend {
        func showSplit(_ columns: ControllerSplit<Route>.Columns) {
            guard let splitController else { return }
            let sidebar = navigationController(at: .sidebar)
            let detail = navigationController(at: .detail)
            let compact = compactColumn()
            // A controller shows in one place: what the other side held is let go first.
            if columns.isCollapsed {
                sidebar.setViewControllers([], animated: false)
                detail.setViewControllers([], animated: false)
            } else {
                compact.setViewControllers([], animated: false)
            }
            if !columns.showsDetail { detail.setViewControllers([], animated: false) }
            if content?.route != columns.content { content = columns.content.map { ($0, contentList(for: $0)) } }
            guard columns.hasContentColumn else { return }
            let supplementary = columns.isCollapsed ? nil : content?.controller
            splitController.setViewController(supplementary ?? UIViewController(), for: .supplementary)
        }

        func performCollapsed(_ items: [ControllerSplit<Route>.Item]) {
            let compact = compactColumn()
            let controllers = items.map { item in
                switch item {
                case .screen(let entry, let index, let inDetail):
                    screen(entry, at: inDetail ? .detail : .sidebar, index: index)
                case .list(let route):
                    shownList(for: route)
                }
            }
            let animated = compact.viewIfLoaded?.window != nil && !compact.viewControllers.isEmpty
            compact.setViewControllers(controllers, animated: animated)
            compactEndsWhenSettled(compact)
        }

        func allowGoingBackCollapsed(_ allowed: Bool) {
            guard let compact = compactController else { return }
            compact.topViewController?.navigationItem.hidesBackButton = !allowed
            compact.interactivePopGestureRecognizer?.isEnabled = allowed
        }

        /// The split view controller's compact column, made on first use.
        func compactColumn() -> UINavigationController {
            if let compactController { return compactController }
            let compact = UINavigationController()
            let delegate = NavigationControllerDelegate(
                forwarded: navigationDelegate,
                willShow: { [weak self] controller in
                    // Only a transition the user started: the back button, the edge swipe.
                    guard let self, drawing.collapsedWillShow() else { return }
                    compactEndsWhenSettled(controller)
                },
                didShow: { _ in }
            )
            compact.delegate = delegate
            compactDelegate = delegate
            compactController = compact
            splitController?.setViewController(compact, for: .compact)
            return compact
        }

        /// Reports what the compact column holds once its transition ends, finished or
        /// cancelled, or at once when UIKit runs none.
        private func compactEndsWhenSettled(_ compact: UINavigationController) {
            guard let coordinator = compact.transitionCoordinator else { return compactEnded(compact) }
            coordinator.animate(alongsideTransition: nil) { [weak self, weak compact] _ in
                MainActor.assumeIsolated {
                    guard let self, let compact else { return }
                    self.compactEnded(compact)
                }
            }
        }

        private func compactEnded(_ compact: UINavigationController) {
            drawing.collapsedTransitionEnded(holding: compact.viewControllers.count)
            forgetLeftScreens()
        }

        /// The content list drawn for a sidebar selection, or a new one for another.
        private func shownList(for route: Route) -> UIViewController {
            if let content, content.route == route { return content.controller }
            return contentList(for: route)
        }

        /// The content column's list for a sidebar selection; a SwiftUI list is hosted
        /// with the navigator in its environment, for its `NavigationSplitReader`.
        private func contentList(for route: Route) -> UIViewController {
            switch contentBuilder(route).content {
            case .controller(let controller): controller
            case .view(let view): UIHostingController(rootView: AnyView(view.environment(navigator)))
            }
        }
    }
#endif
