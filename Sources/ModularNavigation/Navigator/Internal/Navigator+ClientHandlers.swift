extension Navigator {
    /// What every client of the navigator `reference` will reach does, for the screen the
    /// client acts for.
    ///
    /// Made once, by the navigator's initializer in the app's code, so that it runs
    /// specialized for the app's routes whichever module asks for a client; each closure
    /// captures the reference alone, so the reference is its context.
    @inlinable
    static func clientHandlers(reaching reference: NavigatorReference<Route, Tab>) -> ClientHandlers<Route> {
        ClientHandlers(
            navigate: { [reference] screen, route, mode in
                guard let navigator = reference.navigator, !navigator.openInWindow(route, mode: mode, from: screen)
                else { return }
                navigator.propose(
                    navigator.current.action(showing: route, in: mode, from: screen), source: .client(screen))
            },
            dismiss: { [reference] screen in
                reference.navigator?.propose(.dismiss(screen), source: .client(screen))
            },
            close: { [reference] screen in
                reference.navigator?.propose(.close(screen), source: .client(screen))
            },
            navigateForResult: { [reference] screen, route, mode, expectation in
                guard let anchor = reference.navigator?.showForResult(route, mode, from: screen) else {
                    return .cancelled
                }
                return await wait(
                    at: anchor, for: screen, in: WeakReference(reference.navigator), expecting: expectation)
            },
            finish: { [reference] screen, value in
                reference.navigator?.finish(from: screen, with: value) ?? .refused(.screenGone(screen))
            },
            screenObject: { [reference] screen, type, make in
                guard let navigator = reference.navigator else { return make() }
                return navigator.screenObject(for: screen, type: type, make: make)
            },
            presentedResult: { [reference] screen, expectation in
                guard let shown = reference.navigator?.awaitablePresentation(over: screen) else { return .cancelled }
                return await wait(
                    at: .flow(shown), for: screen, in: WeakReference(reference.navigator), expecting: expectation)
            },
            pop: { [reference] screen, target in
                reference.navigator?.pop(from: screen, to: target)
            },
            link: { [reference] screen, route in
                NavigationLinkValue(
                    route: route, screen: screen, navigator: reference.navigator.map(ObjectIdentifier.init))
            },
            presentDialog: { [reference] screen, dialog in
                guard let anchor = reference.navigator?.openDialog(dialog, from: screen, source: .client(screen)) else {
                    return .cancelled
                }
                return await wait(at: anchor, for: screen, in: WeakReference(reference.navigator), expecting: nil)
            },
            presentedDialogResult: { [reference] screen, expectation in
                guard let dialog = reference.navigator?.awaitableDialog(of: screen, expecting: expectation) else {
                    return .cancelled
                }
                return await wait(
                    at: .dialog(dialog), for: screen, in: WeakReference(reference.navigator), expecting: nil)
            },
            isPresentingDialog: { [reference] screen in reference.navigator?.isPresentingDialog(for: screen) ?? false },
            selectDetent: { [reference] screen, detent in
                reference.navigator?.propose(.selectDetent(detent, in: screen), source: .client(screen))
            },
            minimize: { [reference] screen in
                reference.navigator?.propose(.minimize(screen), source: .client(screen))
            },
            // A request that reaches the navigator went through no scope that answers it.
            request: { [reference] screen, request, _ in
                reference.navigator?.reportUnansweredRequest(request, from: screen)
            },
            requestForResult: { [reference] screen, request, _, _ in
                reference.navigator?.reportUnansweredRequest(request, from: screen)
                return .cancelled
            },
            requestLink: { [reference] screen, request in
                NavigationLinkValue(
                    unansweredRequest: request, screen: screen,
                    navigator: reference.navigator.map(ObjectIdentifier.init))
            }
        )
    }
}
