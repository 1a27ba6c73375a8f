package import ModularNavigation

/// What UIKit reports to a ``ControllerDrawing``: each transition's end, and what the user
/// did with UIKit's own controls, as the same signals and gestures the SwiftUI adapter
/// sends the driver.
extension ControllerDrawing {
    /// The root controller appeared (`viewDidAppear`): its first screen is in a window.
    ///
    /// Attaches the navigator's UI, as the SwiftUI adapter's first appearance does, and
    /// draws the layers, which UIKit could not present before.
    package func rootDidAppear() {
        report {
            guard !isOnScreen else { return }
            isOnScreen = true
            let base = driver.slot(at: driver.baseLocation).stack?.top.id
            if let base { driver.receive(.appeared(base)) }
        }
    }

    /// A navigation controller is about to show a screen (`willShow`).
    ///
    /// - Returns: Whether the transition is the user's own (the back button, the edge
    ///   swipe, the history menu), whose end the surface must report; the backend's own
    ///   calls report theirs already.
    package func stackWillShow(at location: StackLocation<Tab>) -> Bool {
        guard var stack = stacks[location], !stack.isMoving else { return false }
        stack.userTransitionBegan()
        stacks[location] = stack
        return true
    }

    /// A navigation controller's transition ended, finished or cancelled, and it holds
    /// the screens with these identities, root first.
    ///
    /// A stack the user shortened is the user's path write, as SwiftUI's back button
    /// makes it; the screen on top has appeared.
    package func stackTransitionEnded(at location: StackLocation<Tab>, holding screens: [EntryID]) {
        report {
            guard var stack = stacks[location] else { return }
            let written = stack.transitionEnded(holding: screens)
            stacks[location] = stack
            if let written { driver.userDidChange(.pathChanged(written, at: location)) }
            if let top = screens.last, isOnScreen(location) { driver.receive(.appeared(top)) }
        }
    }

    /// A presentation call's transition ended (its completion ran).
    package func layerTransitionEnded() {
        report {
            guard let ended = layers.transitionEnded() else { return }
            switch ended {
            case .present(let layer):
                if let top = stacks[.presented(layer.level)]?.shown.last { driver.receive(.appeared(top.id)) }
            case .dismiss(let leaving):
                // The highest first; the step awaits the lowest.
                for layer in leaving.reversed() { driver.receive(.dismissed(layer.root)) }
            case .dismissDialog(let dialog):
                driver.dialogDidDismiss(dialog.id)
            case .presentAboveTabs:
                if let top = stacks[.aboveTabs]?.shown.last { driver.receive(.appeared(top.id)) }
            case .dismissAboveTabs(let root):
                // The tabs under it never left, so no screen appears: its departure ends the step.
                driver.stackDidDisappear(root: root)
            case .restyle, .presentDialog:
                break
            }
        }
    }

    /// The user tapped the back button on the root of the stack above the tabs.
    package func userTappedAboveTabsBack() {
        report { driver.aboveTabsBackTapped() }
    }

    /// Whether the user may swipe the layer at this level away
    /// (`presentationControllerShouldDismiss`): the core's rule that SwiftUI's
    /// `interactiveDismissDisabled` follows.
    package func userMayDismissLayer(level: Int) -> Bool {
        guard layers.moving == nil, let layer = layers.shown.dropFirst(level - 1).first, layer.level == level else {
            return false
        }
        return driver.allowsSwipingAway(layer.root)
    }

    /// The user started swiping the top layer away (`presentationControllerWillDismiss`);
    /// nothing is presented or dismissed until the swipe ends.
    package func userBeganDismissingLayer() {
        layers.userDismissalBegan()
    }

    /// The user let the layer being swiped spring back (its transition was cancelled).
    package func userCancelledDismissingLayer() {
        report { layers.userDismissalCancelled() }
    }

    /// The user swiped the layer at this level away; UIKit reports it once the layer
    /// has left (`presentationControllerDidDismiss`, which it never sends for a
    /// dismissal from code).
    package func userDismissedLayer(level: Int) {
        report {
            guard let layer = layers.userDismissed(level: level) else { return }
            for location in stacks.keys {
                if case .presented(let above) = location, above >= level { stacks[location] = nil }
            }
            driver.layerWritten(nil, shown: layer)
            driver.receive(.dismissed(layer.root))
        }
    }

    /// The user dragged the sheet at this level to rest where this detent draws.
    package func userDraggedSheet(level: Int, to drawn: SheetDetent) {
        report {
            guard let layer = layers.shown.dropFirst(level - 1).first,
                let detent = layer.style.sheetOptions?.detent(drawnAs: drawn)
            else { return }
            driver.detentWritten(detent, in: layer)
        }
    }

    /// The user tapped a button of the dialog that is up (its answer, as
    /// `PresentedDialog.drawnButtons` holds it); UIKit has taken the dialog away.
    package func userAnsweredDialog(_ answer: Int?) {
        report {
            guard let dialog = layers.userAnsweredDialog() else { return }
            driver.dialogAnswered(dialog.id, button: answer)
            driver.dialogDidDismiss(dialog.id)
        }
    }

    /// The user tapped outside the confirmation dialog that is up, which UIKit took
    /// away without calling a button's handler (a popover in regular width): the
    /// dialog's own rule says which button that means, if any.
    package func userTappedOutsideDialog() {
        guard case .answers(let button) = layers.dialog?.tapOutside else { return }
        userAnsweredDialog(button)
    }

    /// The user tapped a tab, the selected one included; the tab bar controller selects
    /// nothing itself.
    package func userTappedTab(_ tab: Tab) {
        report { driver.tabWritten(tab) }
    }

    /// Whether a stack's screens are on screen: a base stack once the root appeared, a
    /// layer's once its presentation ended.
    func isOnScreen(_ location: StackLocation<Tab>) -> Bool {
        guard isOnScreen else { return false }
        // Collapsed, a split view's columns show in its compact column.
        if let shows = splitShowsColumn(location) { return shows }
        if location == .aboveTabs {
            guard let root = layers.aboveTabs else { return false }
            return layers.moving != .presentAboveTabs(root: root)
        }
        guard case .presented(let level) = location else { return true }
        if case .present(let layer) = layers.moving, layer.level == level { return false }
        return layers.shown.contains { $0.level == level }
    }
}
