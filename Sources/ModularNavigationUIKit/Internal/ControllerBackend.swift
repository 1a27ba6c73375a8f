#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import ModularNavigationSwiftUI
    import SwiftUI
    import UIKit

    /// Carries out a ``ControllerDrawing``'s calls with UIKit, and reports UIKit's
    /// callbacks back to it.
    ///
    /// It decides nothing: every `switch` here picks the UIKit call for a command the
    /// drawing chose, and every callback goes to the drawing unchanged. The root
    /// controllers own one and present the first layer from themselves.
    @MainActor
    final class ControllerBackend<Route: Hashable & Sendable, Tab: Hashable & Sendable>: ControllerSurface {
        let drawing: ControllerDrawing<Route, Tab>
        let builder: ScreenControllerBuilder<Route>
        /// The root controller: it embeds the base stacks and presents the first layer.
        weak var container: UIViewController?
        /// Called with the tab bar's items and their controllers, in tab bar order, and the selected tab.
        var showTabs: @MainActor ([(item: ControllerTabBar<Tab>.Item, controller: UIViewController)], Tab?) -> Void = {
            _, _ in
        }
        /// The app's navigation controller delegate, which hears every call.
        weak var navigationDelegate: (any UINavigationControllerDelegate)?

        var stacks: [StackLocation<Tab>: UINavigationController] = [:]
        var delegates: [StackLocation<Tab>: NavigationControllerDelegate] = [:]
        var presentationDelegates: [Int: PresentationDelegate] = [:]
        /// The controller of each drawn screen, so a pop or a new order reuses it.
        var screens: [EntryID: UIViewController] = [:]
        var alert: UIAlertController?
        /// The controller each tab shows in the tab bar, with what it draws: the tab's
        /// navigation controller, its split view controller, or an action tab's empty one.
        var tabRoots: [Tab: (content: ControllerTabBar<Tab>.Content, controller: UIViewController)] = [:]
        /// The back buttons the backend put on roots (the root of the stack above the tabs).
        private var rootBackItems: [EntryID: UIBarButtonItem] = [:]
        /// Each split view controller's compact column and content list: the app's for
        /// `nil` when the root is one, else each tab's that holds a split view.
        var splits: [Tab?: SplitControllers<Route>] = [:]
        /// Builds the content column's list for a sidebar selection, in three columns.
        var contentBuilder: @MainActor (Route) -> NavigationScreen = { _ in .controller(UIViewController()) }
        /// The delegate of a confirmation dialog drawn as a popover, which hears a tap outside it.
        var dialogDelegate: PresentationDelegate?
        /// The minimized flow's overlay, while it shows.
        var minimizedController: MinimizedFlowController?

        init(
            navigator: Navigator<Route, Tab>,
            navigationDelegate: (any UINavigationControllerDelegate)?,
            builder: @escaping ScreenControllerBuilder<Route>
        ) {
            self.drawing = ControllerDrawing(navigator: navigator)
            self.navigationDelegate = navigationDelegate
            self.builder = builder
        }

        var navigator: Navigator<Route, Tab> { drawing.driver.navigator }

        /// Starts drawing once the root controller's view is loaded; the first layer is
        /// presented from that controller.
        func start(in container: UIViewController) {
            self.container = container
            drawing.start(on: self)
        }

        /// The navigation controller of a location, made on first use.
        func navigationController(at location: StackLocation<Tab>) -> UINavigationController {
            if let controller = stacks[location] { return controller }
            let controller = UINavigationController()
            let delegate = NavigationControllerDelegate(
                forwarded: navigationDelegate,
                willShow: { [weak self] controller in self?.willShow(controller, at: location) },
                didShow: { [weak self] controller in self?.didShow(controller, at: location) }
            )
            controller.delegate = delegate
            delegates[location] = delegate
            stacks[location] = controller
            return controller
        }

        // MARK: - Stacks

        func perform(_ command: ControllerStack<Route>.Command, at location: StackLocation<Tab>) {
            let controller = navigationController(at: location)
            let animated = controller.viewIfLoaded?.window != nil
            switch command {
            case .push(let entry):
                let index = controller.viewControllers.count
                controller.pushViewController(screen(entry, at: location, index: index), animated: animated)
            case .pop(let screen):
                if let target = screens[screen] { controller.popToViewController(target, animated: animated) }
            case .popToRoot:
                controller.popToRootViewController(animated: animated)
            case .set(let entries):
                let controllers = entries.enumerated().map { screen($1, at: location, index: $0) }
                controller.setViewControllers(controllers, animated: animated && !controller.viewControllers.isEmpty)
            }
            endWhenSettled(controller, at: location)
        }

        /// Reports the transition's end when UIKit's coordinator finishes or cancels it,
        /// or at once when UIKit runs none (the controller is not in a window).
        private func endWhenSettled(_ controller: UINavigationController, at location: StackLocation<Tab>) {
            guard let coordinator = controller.transitionCoordinator else {
                return stackEnded(controller, at: location)
            }
            coordinator.animate(alongsideTransition: nil) { [weak self, weak controller] _ in
                MainActor.assumeIsolated {
                    guard let self, let controller else { return }
                    self.stackEnded(controller, at: location)
                }
            }
        }

        /// Reports what a navigation controller holds once its transition ended, and lets
        /// go of the controllers of screens it no longer holds.
        private func stackEnded(_ controller: UINavigationController, at location: StackLocation<Tab>) {
            // A dismissed layer's controller reports nothing: its level has a new one.
            guard stacks[location] === controller else { return }
            drawing.stackTransitionEnded(at: location, holding: identities(of: controller))
            forgetLeftScreens()
        }

        private var awaitingDidShow: Set<StackLocation<Tab>> = []

        private func willShow(_ controller: UINavigationController, at location: StackLocation<Tab>) {
            // Only a transition the user started: the back button, the edge swipe.
            guard drawing.stackWillShow(at: location) else { return }
            if controller.transitionCoordinator != nil {
                endWhenSettled(controller, at: location)
            } else {
                awaitingDidShow.insert(location)
            }
        }

        private func didShow(_ controller: UINavigationController, at location: StackLocation<Tab>) {
            guard awaitingDidShow.remove(location) != nil else { return }
            stackEnded(controller, at: location)
        }

        /// The screens a navigation controller holds, root first; controllers the
        /// backend did not build (an app's own push) are not the navigator's screens.
        private func identities(of controller: UINavigationController) -> [EntryID] {
            let byController = Dictionary(screens.map { (ObjectIdentifier($1), $0) }) { first, _ in first }
            return controller.viewControllers.compactMap { byController[ObjectIdentifier($0)] }
        }

        func allowGoingBack(_ allowed: Bool, from screen: EntryID, at location: StackLocation<Tab>) {
            guard let controller = screens[screen], let stack = stacks[location] else { return }
            stack.interactivePopGestureRecognizer?.isEnabled = allowed
            guard stack.viewControllers.first === controller else {
                controller.navigationItem.hidesBackButton = !allowed
                return
            }
            // UIKit draws no back button on a root: the backend's own, as SwiftUI's adapter adds one.
            if allowed, rootBackItems[screen] == nil {
                let item = UIBarButtonItem(
                    title: nil, image: UIImage(systemName: "chevron.backward"),
                    primaryAction: UIAction { [weak self] _ in self?.drawing.userTappedAboveTabsBack() })
                item.accessibilityLabel = "Back"
                rootBackItems[screen] = item
                controller.navigationItem.leftBarButtonItem = item
            } else if !allowed, let item = rootBackItems.removeValue(forKey: screen),
                controller.navigationItem.leftBarButtonItem === item
            {
                controller.navigationItem.leftBarButtonItem = nil
            }
        }

        /// Scrolls a screen to its top: a SwiftUI screen's `onScrollToTop(perform:)` reads
        /// the navigator's request itself; a view controller's first scroll view scrolls.
        func scrollToTop(of screen: EntryID, at location: StackLocation<Tab>) {
            guard let controller = screens[screen], !(controller is UIHostingController<AnyView>),
                let scrollView = controller.viewIfLoaded.flatMap(Self.firstScrollView(in:))
            else { return }
            let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
            scrollView.setContentOffset(top, animated: true)
        }

        /// The scroll view nearest the top of a view's hierarchy, breadth first.
        private static func firstScrollView(in view: UIView) -> UIScrollView? {
            var queue = [view]
            while !queue.isEmpty {
                let next = queue.removeFirst()
                if let scrollView = next as? UIScrollView { return scrollView }
                queue.append(contentsOf: next.subviews)
            }
            return nil
        }

        // MARK: - Screens

        /// The controller of a screen: the one drawn before, or the builder's.
        func screen(_ entry: NavigationEntry<Route>, at location: StackLocation<Tab>, index: Int) -> UIViewController {
            if let controller = screens[entry.id] { return controller }
            let mode = drawing.mode(ofScreenAt: location, index: index)
            let client = navigator.client(for: entry.id)
            let controller: UIViewController
            switch builder(entry.route, mode, client).content {
            case .controller(let built):
                controller = built
            case .view(let view):
                let screenView = view.navigationScreenEnvironment(
                    navigator: navigator, screen: entry.id, route: entry.route, mode: mode, client: client)
                // A screen in a tab hears the tab's re-taps at its root as SwiftUI's tabs give them.
                if let tab = drawing.tabHearingReselection(ofScreenAt: location) {
                    controller = hosting(screenView.scrollToTopRequests(of: tab, in: navigator))
                } else {
                    controller = hosting(screenView)
                }
            }
            screens[entry.id] = controller
            return controller
        }

        /// Hosts a SwiftUI view with what a SwiftUI root gives the views under it (the
        /// navigator, and the driver a `NavigationSplitReader` writes through), since no
        /// SwiftUI root is above it.
        func hosting(_ view: some View) -> UIHostingController<AnyView> {
            UIHostingController(rootView: AnyView(view.navigationDrawingEnvironment(drawing.driver)))
        }

        /// Forgets the controllers of the screens the drawing no longer keeps (`keptScreens`).
        func forgetLeftScreens() {
            let kept = drawing.keptScreens
            screens = screens.filter { kept.contains($0.key) }
        }
    }
#endif
