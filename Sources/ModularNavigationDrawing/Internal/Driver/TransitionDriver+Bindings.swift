package import ModularNavigation

/// The bindings the SwiftUI views hand to `NavigationStack`, the presentation modifiers,
/// `presentationDetents` and `TabView`: what each reads, and what a write by
/// SwiftUI means.
///
/// Views build `Binding(get:set:)` from these and nothing else, so the rule of every
/// binding write is core code that the headless host exercises on Linux.
extension TransitionDriver {
    /// The drawn path of the stack at a location, as `NavigationStack(path:)` reads it.
    ///
    /// Its elements are the screens with their routes, so a screen still sliding out
    /// after it left the state is built from the element SwiftUI keeps, whatever the
    /// driver draws meanwhile.
    package func path(at location: StackLocation<Tab>) -> [NavigationEntry<Route>] {
        slot(at: location).stack?.path ?? []
    }

    /// SwiftUI wrote the path of a stack: the back button, a back swipe, the history
    /// menu, or `@Environment(\.dismiss)` in a pushed screen.
    ///
    /// Only a write that keeps a prefix of the drawn path means something; any other is
    /// ignored and reported, since the adapter cannot tell what a feature's own
    /// `NavigationLink(destination:)` or nested `NavigationStack` meant by it.
    package func pathWritten(_ path: [NavigationEntry<Route>], at location: StackLocation<Tab>) {
        let written = path.map(\.id)
        let drawn = slot(at: location).stack?.path.map(\.id) ?? []
        if written != drawn, !drawn.starts(with: written) {
            diagnose(.pathWriteIgnored(written: written, drawn: drawn))
        }
        userDidChange(.pathChanged(written, at: location))
    }

    /// The layer over a location when SwiftUI draws it with this modifier.
    ///
    /// The driver remembers the root it returned, for ``layerDidDismiss(over:kind:)``.
    package func layer(over location: StackLocation<Tab>, kind: PresentationKind) -> PresentedLayer? {
        guard let layer = slot(at: location).presentation, layer.kind == kind else { return nil }
        shownLayers[ShownLayer(location: location, kind: kind)] = layer.root
        return layer
    }

    /// SwiftUI's `onDismiss` for the presentation over a location: the layer that
    /// binding last showed has finished leaving.
    ///
    /// The documented end of a dismissal (`sheet(item:onDismiss:content:)`), unlike the
    /// content's `onDisappear`, whose timing Apple leaves to the view type. It runs after
    /// the binding already reads `nil`, so the driver names the layer from what the
    /// binding last returned.
    ///
    /// A popover's or an inspector's signal is its content's `onDisappear`, which also runs
    /// when a cover is presented over it: while the layer is still drawn that is no
    /// dismissal, so it is kept, not used up, and the layer's real dismissal (which sends
    /// nothing more, its content being off screen already) ends with the cover's.
    package func layerDidDismiss(over location: StackLocation<Tab>, kind: PresentationKind) {
        let key = ShownLayer(location: location, kind: kind)
        guard let root = shownLayers[key] else { return }
        if kind.endsWithContentDisappearing, let drawn = slot(at: location).presentation, drawn.root == root,
            slot(at: .presented(drawn.level)).presentation != nil
        {
            hiddenLayers.insert(key)
            return
        }
        shownLayers[key] = nil
        hiddenLayers.remove(key)
        receive(.dismissed(root))
        endHiddenLayers()
    }

    /// After a layer's dismissal: each hidden layer that left with it ends now; one still
    /// drawn with nothing over it any more shows its content again, so its next
    /// `onDisappear` is its dismissal.
    private func endHiddenLayers() {
        revealUncoveredLayers()
        for key in hiddenLayers {
            guard let root = shownLayers[key] else {
                hiddenLayers.remove(key)
                continue
            }
            if slot(at: key.location).presentation?.root == root { continue }
            shownLayers[key] = nil
            hiddenLayers.remove(key)
            receive(.dismissed(root))
        }
    }

    /// A hidden layer still drawn with nothing drawn over it any more shows its content
    /// again as the cover starts to leave, so its next `onDisappear` is its own dismissal:
    /// asked whenever the slots change, not only when the cover's dismissal ends, or a
    /// layer dismissed after the cover left would end with the cover's late signal.
    func revealUncoveredLayers() {
        for key in hiddenLayers {
            guard let drawn = slot(at: key.location).presentation, drawn.root == shownLayers[key] else { continue }
            if slot(at: .presented(drawn.level)).presentation == nil { hiddenLayers.remove(key) }
        }
    }

    /// SwiftUI wrote a layer's item binding; `nil` is the user dismissing the layer
    /// that binding showed (a sheet swiped down, a tap outside its layer, or
    /// `@Environment(\.dismiss)` in its root).
    ///
    /// - Parameters:
    ///   - newValue: What SwiftUI wrote.
    ///   - shown: The layer the binding returned when SwiftUI last read it.
    package func layerWritten(_ newValue: PresentedLayer?, shown: PresentedLayer?) {
        guard newValue == nil, let shown else { return }
        userDidChange(.layerDismissed(shown.root))
    }

    /// The back button on the root of the stack above the tabs was tapped: the user goes
    /// back to the tabs.
    package func aboveTabsBackTapped() {
        guard let root = aboveTabsRoot else { return }
        userDidChange(.layerDismissed(root))
    }

    /// A stack whose root has this identity finished leaving the screen (its view's
    /// `onDisappear`).
    ///
    /// The stack above the tabs, or a split view's detail column closed by a cleared
    /// selection: the stacks under or beside it never left, so no screen appears, and this
    /// is the signal that ends the step.
    package func stackDidDisappear(root: EntryID) {
        receive(.dismissed(root))
    }

    /// SwiftUI wrote a sheet's detent selection: the user dragged the sheet to rest at
    /// another detent.
    ///
    /// - Parameters:
    ///   - detent: The sheet's detent SwiftUI wrote, as the layer's options hold it.
    ///   - layer: The layer whose `presentationDetents(_:selection:)` binding was written.
    package func detentWritten(_ detent: SheetDetent, in layer: PresentedLayer) {
        userDidChange(.detentSelected(detent, sheet: layer.root))
    }

    /// `TabView` wrote its selection: every write, the selected tab included, is a tap.
    ///
    /// A re-tap already reported by the tab bar delegate hook (``tabReselected(_:)``) is
    /// not handled twice.
    package func tabWritten(_ tab: Tab?) {
        guard let tab else { return }
        // An action tab is never selected: `TabView` reads the selection back unchanged.
        if let action = navigator.tabAction(for: tab) {
            // A tap of the user's, as every tab tap: guards hear it as such.
            navigator.performAsUser(action)
            return
        }
        defer { reselected = nil }
        // Only the write that follows the hook's re-tap is the same tap. A `TabView` that
        // never follows leaves the flag set; once another tab is selected, a tap on this
        // one is a new tap.
        guard reselected != tab || tab != selectedTab else { return }
        guard allowsTappingTab(tab) else { return }
        userDidChange(.tabTapped(tab))
    }

    /// UIKit's tab bar delegate saw a tap on the selected tab.
    ///
    /// The fallback for a `TabView` that does not call its selection setter on a re-tap
    /// (unconfirmed on iOS 18). When the setter does follow, it is ignored for this tap.
    package func tabReselected(_ tab: Tab) {
        guard tab == selectedTab else { return }
        reselected = tab
        guard allowsTappingTab(tab) else { return }
        userDidChange(.tabTapped(tab))
    }

    /// Whether a tap on a tab may be recorded.
    ///
    /// For one of the navigator's tabs, the rules and the guards must accept
    /// ``NavigationAction/tapTab(_:)`` as the user's. An action tab's tap runs its
    /// action, and a tab the navigator does not hold changes nothing, drawn or held.
    ///
    /// Asked before the tap is recorded, as every other gesture is: recording it first
    /// drew the other tab and dropped the layers over the tab bar, and a guard that then
    /// refused the tap left the screen showing what the state did not hold.
    package func allowsTappingTab(_ tab: Tab) -> Bool {
        guard navigator.current.tabs?[tab] != nil else { return true }
        return navigator.wouldApply(.tapTab(tab))
    }

    /// Whether the user may swipe a layer away (``Navigator/userMayDismissLayer(_:)``):
    /// when not, the layer refuses the gesture (`interactiveDismissDisabled`) instead of
    /// sliding away and bouncing back.
    package func allowsSwipingAway(_ root: EntryID) -> Bool {
        navigator.userMayDismissLayer(root)
    }

    /// Whether the guards let the user go back from a screen
    /// (``Navigator/userMayGoBack(from:)``): the question ``showsBackButton(on:)`` asks for
    /// a pushed screen, and the back button on the root of the stack above the tabs.
    package func allowsGoingBack(from screen: EntryID) -> Bool {
        navigator.userMayGoBack(from: screen)
    }
}

/// Building a state from what a UI draws, for the headless host that plays SwiftUI's part.
extension NavigationState {
    /// A state with these stacks and layers; it hands out no identities, it only
    /// describes a screen.
    package init(drawnBase base: Base, presentations: [NavigationPresentation<Route>], dialog: PresentedDialog? = nil) {
        self.init(base: base, presentations: presentations, nextID: 0)
        self.dialog = dialog
    }
}
