#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import ModularNavigationSwiftUI
    import SwiftUI
    import UIKit

    /// The minimized flow's overlay with UIKit: its top screen, built anew small, in a
    /// controller of its own over the base stacks, which a presented layer covers.
    extension ControllerBackend {
        func showMinimized(_ overlay: ControllerMinimized<Route>?) {
            if let shown = minimizedController {
                shown.willMove(toParent: nil)
                shown.view.removeFromSuperview()
                shown.removeFromParent()
                minimizedController = nil
            }
            // UIKit presents the stack above the tabs over the root controller: the overlay
            // rides on that stack's controller while the drawing says it is up.
            guard let overlay, let host = overlay.isOverAboveTabs ? stacks[.aboveTabs] : container else { return }
            let controller = MinimizedFlowController(
                screen: minimizedScreen(overlay),
                expand: { [weak self] in self?.drawing.userTappedMinimizedFlow() })
            host.addChild(controller)
            host.view.addSubview(controller.view)
            controller.place(in: host)
            controller.didMove(toParent: host)
            minimizedController = controller
        }

        /// The flow's top screen as the overlay draws it: the builder's, and a SwiftUI
        /// screen with `isNavigationFlowMinimized` set, as the SwiftUI adapter's overlay.
        private func minimizedScreen(_ overlay: ControllerMinimized<Route>) -> UIViewController {
            let entry = overlay.screen
            let client = navigator.client(for: entry.id)
            switch builder(entry.route, overlay.mode, client).content {
            case .controller(let controller):
                return controller
            case .view(let view):
                return hosting(
                    view.navigationScreenEnvironment(
                        navigator: navigator, screen: entry.id, route: entry.route, mode: overlay.mode, client: client
                    )
                    .environment(\.isNavigationFlowMinimized, true))
            }
        }
    }

    /// The overlay's controller: the flow's screen on a rounded material above the bottom
    /// edge (above the tab bar when its host has one), a tap on which expands the flow.
    @MainActor
    final class MinimizedFlowController: UIViewController {
        private let screen: UIViewController
        private let expand: @MainActor () -> Void

        init(screen: UIViewController, expand: @escaping @MainActor () -> Void) {
            self.screen = screen
            self.expand = expand
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            material.layer.cornerRadius = 16
            material.clipsToBounds = true
            view.addSubview(material)
            let screenView: UIView = screen.view
            addChild(screen)
            material.contentView.addSubview(screenView)
            screenView.backgroundColor = .clear
            screen.didMove(toParent: self)
            for pinned in [material, screenView] {
                pinned.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate(
                Self.edges(of: material, to: view) + Self.edges(of: screenView, to: material.contentView))
            // VoiceOver reads the flow's screen, and offers expanding it as SwiftUI's overlay does.
            view.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Expand") { [weak self] _ in
                    self?.expand()
                    return true
                }
            ]
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        }

        @objc private func tapped() {
            expand()
        }

        /// Pins the overlay to its host's bottom, above its tab bar if it has one.
        func place(in host: UIViewController) {
            view.translatesAutoresizingMaskIntoConstraints = false
            let guide = host.view.safeAreaLayoutGuide
            let bottom =
                (host as? UITabBarController).map { $0.tabBar.topAnchor } ?? guide.bottomAnchor
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
                view.bottomAnchor.constraint(equalTo: bottom, constant: -8),
                view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
        }

        private static func edges(of view: UIView, to other: UIView) -> [NSLayoutConstraint] {
            [
                view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
                view.topAnchor.constraint(equalTo: other.topAnchor),
                view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
            ]
        }
    }
#endif
