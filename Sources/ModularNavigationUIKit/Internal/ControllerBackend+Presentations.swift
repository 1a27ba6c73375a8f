#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import UIKit

    /// Presentations with UIKit: each layer is a navigation controller presented from the
    /// one under it, the dialog a `UIAlertController` over the top one.
    extension ControllerBackend {
        func perform(_ command: ControllerLayers.Command) {
            switch command {
            case .present(let layer):
                present(layer)
            case .dismiss(let leaving):
                guard let level = leaving.first?.level else { return drawing.layerTransitionEnded() }
                let presenter = controller(under: level)
                let dismissed = leaving.compactMap { stacks[.presented($0.level)] }
                for layer in leaving {
                    stacks[.presented(layer.level)] = nil
                    delegates[.presented(layer.level)] = nil
                    presentationDelegates[layer.level] = nil
                }
                // Only a presenter that presents something: `dismiss` on one that does not
                // dismisses the presenter itself (swift-navigation #309).
                guard let presenter, presenter.presentedViewController != nil else {
                    letGo(of: dismissed)
                    return drawing.layerTransitionEnded()
                }
                presenter.dismiss(animated: true) { [weak self] in
                    self?.letGo(of: dismissed)
                    self?.layerEnded()
                }
            case .restyle(let layer):
                guard case .sheet(let options) = layer.style,
                    let sheet = stacks[.presented(layer.level)]?.sheetPresentationController
                else { return }
                sheet.animateChanges { sheet.apply(options) }
            case .presentDialog(let dialog):
                presentAlert(dialog)
            case .presentAboveTabs:
                presentAboveTabs()
            case .dismissAboveTabs:
                dismissAboveTabs()
            case .dismissDialog:
                let alert = alert
                self.alert = nil
                guard let alert, alert.presentingViewController != nil else { return layerEnded() }
                alert.dismiss(animated: true) { [weak self] in self?.layerEnded() }
            }
        }

        /// The controller a level is presented from: the base for level 1, else the
        /// navigation controller of the level under it.
        private func controller(under level: Int) -> UIViewController? {
            level == 1 ? basePresenter : stacks[.presented(level - 1)]
        }

        /// What the first layer and a dialog over no layer are presented from: the stack
        /// above the tabs while it is up, else the root controller.
        private var basePresenter: UIViewController? {
            drawing.layers.aboveTabs == nil ? container : stacks[.aboveTabs]
        }

        private func presentAboveTabs() {
            guard let container else { return layerEnded() }
            let controller = navigationController(at: .aboveTabs)
            // It covers the tab bar, as SwiftUI draws it over the whole tab view.
            controller.modalPresentationStyle = .fullScreen
            container.present(controller, animated: true) { [weak self] in self?.layerEnded() }
        }

        private func dismissAboveTabs() {
            stacks[.aboveTabs] = nil
            delegates[.aboveTabs] = nil
            guard let container, container.presentedViewController != nil else { return layerEnded() }
            container.dismiss(animated: true) { [weak self] in self?.layerEnded() }
        }

        /// Empties navigation controllers that left: the controllers of their screens may
        /// be shown again in new ones (`keptScreens`), and a controller shows in one place.
        private func letGo(of dismissed: [UINavigationController]) {
            for controller in dismissed { controller.setViewControllers([], animated: false) }
        }

        private func layerEnded() {
            drawing.layerTransitionEnded()
            forgetLeftScreens()
        }

        private func present(_ layer: PresentedLayer) {
            let level = layer.level
            guard let presenter = controller(under: level), let controller = stacks[.presented(level)] else {
                return drawing.layerTransitionEnded()
            }
            let delegate = PresentationDelegate(
                shouldDismiss: { [weak self] in self?.drawing.userMayDismissLayer(level: level) ?? false },
                willDismiss: { [weak self] presentation in
                    self?.drawing.userBeganDismissingLayer()
                    // A drag the user lets spring back ends as a cancelled transition.
                    presentation.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) {
                        context in
                        let cancelled = context.isCancelled
                        MainActor.assumeIsolated {
                            if cancelled { self?.drawing.userCancelledDismissingLayer() }
                        }
                    }
                },
                didDismiss: { [weak self] in
                    guard let self else { return }
                    letGo(of: stacks[.presented(level)].map { [$0] } ?? [])
                    stacks[.presented(level)] = nil
                    drawing.userDismissedLayer(level: level)
                    forgetLeftScreens()
                },
                detentChanged: { [weak self] identifier in
                    guard let self, let identifier, let options = layer.style.sheetOptions,
                        let detent = options.detent(drawnWith: identifier)
                    else { return }
                    drawing.userDraggedSheet(level: level, to: detent)
                }
            )
            presentationDelegates[level] = delegate
            switch layer.style {
            case .sheet(let options):
                controller.modalPresentationStyle = .pageSheet
                controller.sheetPresentationController?.apply(options)
            case .fullScreenCover:
                controller.modalPresentationStyle = .fullScreen
            case .popover(let options):
                controller.modalPresentationStyle = .popover
                if let popover = controller.popoverPresentationController {
                    if let item = barButtonItem(presenting: level) {
                        popover.sourceItem = item
                    } else {
                        popover.sourceView = presenter.view
                        popover.sourceRect = options.attachmentAnchor.sourceRect(in: presenter.view.bounds)
                    }
                }
            case .inspector:
                // UIKit has no inspector column; it is a sheet, as SwiftUI draws it in compact width.
                controller.modalPresentationStyle = .pageSheet
            }
            controller.presentationController?.delegate = delegate
            presenter.present(controller, animated: true) { [weak self] in self?.layerEnded() }
        }

        /// The bar button item the screen that presents this level names for it, if any.
        private func barButtonItem(presenting level: Int) -> UIBarButtonItem? {
            guard let (screen, route) = drawing.presenter(ofLevel: level),
                let source = screens[screen] as? any NavigationPopoverSource
            else { return nil }
            return source.popoverBarButtonItem(for: AnyHashable(route))
        }

        private func presentAlert(_ dialog: PresentedDialog) {
            let top =
                (1...max(1, drawing.layers.shown.count)).reversed().lazy
                .compactMap { self.stacks[.presented($0)] }.first ?? basePresenter
            guard let top else { return drawing.layerTransitionEnded() }
            let alert = UIAlertController(
                title: dialog.title, message: dialog.message,
                preferredStyle: dialog.style == .alert ? .alert : .actionSheet)
            for button in dialog.drawnButtons {
                let style: UIAlertAction.Style =
                    switch button.role {
                    case .cancel: .cancel
                    case .destructive: .destructive
                    case nil: .default
                    }
                alert.addAction(
                    UIAlertAction(title: button.label, style: style) { [weak self] _ in
                        self?.alert = nil
                        self?.drawing.userAnsweredDialog(button.answer)
                    })
            }
            if let popover = alert.popoverPresentationController {
                // A confirmation dialog is a popover in regular width: from the screen's middle.
                popover.sourceView = top.view
                popover.sourceRect = CGRect(x: top.view.bounds.midX, y: top.view.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
                let delegate = PresentationDelegate(
                    shouldDismiss: { true },
                    didDismiss: { [weak self] in
                        self?.alert = nil
                        self?.drawing.userTappedOutsideDialog()
                    }
                )
                dialogDelegate = delegate
                popover.delegate = delegate
            }
            self.alert = alert
            top.present(alert, animated: true) { [weak self] in self?.drawing.layerTransitionEnded() }
        }
    }

    extension PopoverOptions.Anchor {
        /// Where in the presenter's bounds the popover points; a value from data that
        /// cannot be drawn is the bounds.
        func sourceRect(in bounds: CGRect) -> CGRect {
            switch drawable {
            case .bounds: bounds
            case .point(let x, let y):
                CGRect(
                    x: bounds.minX + bounds.width * CGFloat(x), y: bounds.minY + bounds.height * CGFloat(y), width: 0,
                    height: 0)
            case .rect(let x, let y, let width, let height):
                CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
            }
        }
    }
#endif
