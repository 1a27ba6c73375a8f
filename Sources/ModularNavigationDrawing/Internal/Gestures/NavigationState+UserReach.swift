package import ModularNavigation

extension NavigationState {
    // What the user can touch on a drawn state: the controls each of the headless host's
    // gestures needs, asked by the host on what it draws. SwiftUI enforces these by
    // drawing (a cover hides the tab bar, a sheet without detents shows no grabber), so
    // the host must not decide them on its own.

    /// Whether a full-screen cover is up, hiding the tab bar and a split view's lists.
    package var isFullScreenCovered: Bool {
        presentations.contains { $0.style.kind == .fullScreenCover }
    }

    /// Whether the tab bar is out of the user's reach: a stack above the tabs hides it,
    /// and so does every layer but one that leaves what is behind it in reach
    /// (``layersLeaveBackgroundInReach``): SwiftUI's dimming behind a sheet or a popover
    /// takes the tap, a cover hides the bar.
    package var isTabBarCovered: Bool {
        aboveTabs != nil || !layersLeaveBackgroundInReach
    }

    /// Whether the user can touch what is drawn behind every presented layer.
    ///
    /// Those are the tab bar and a split view's lists: each layer is an inspector, a
    /// column beside them, or a sheet whose background interaction is enabled where it
    /// rests. The one reach rule of the
    /// controls under the layers; the host asks it for the tab bar and the lists alike.
    package var layersLeaveBackgroundInReach: Bool {
        presentations.allSatisfy { layer in
            switch layer.style {
            case .inspector: true
            case .sheet(let options): options.leavesBackgroundInReach
            case .fullScreenCover, .popover: false
            }
        }
    }

    /// The top layer, when its style is dismissed by this gesture of the user's (a sheet
    /// swiped down, a tap outside its layer); whether its options or a guard let it go
    /// is ``Navigator/userMayDismissLayer(_:)``.
    package func topLayer(dismissedBy gesture: PresentationKind.DismissGesture) -> NavigationPresentation<Route>? {
        guard let layer = presentations.last, layer.style.dismissGestures.contains(gesture) else { return nil }
        return layer
    }

    /// The top layer, when it is a sheet the user can drag to rest where this detent
    /// draws, with the detent that drag selects (``SheetOptions/detent(drawnAs:)``), or
    /// `nil` for a drag that ends where the sheet already rests, which selects nothing.
    package func topSheet(
        draggableTo detent: SheetDetent
    ) -> (layer: NavigationPresentation<Route>, detent: SheetDetent?)? {
        guard let layer = presentations.last, let options = layer.style.sheetOptions,
            options.detents.contains(detent)
        else { return nil }
        return (layer, options.detent(drawnAs: detent))
    }

    /// The root of the stack above the tabs, when its back button is on screen: that
    /// root is on top and nothing is presented over it.
    package var aboveTabsBackRoot: EntryID? {
        guard let above = aboveTabs, above.depth == 0, presentations.isEmpty else { return nil }
        return above.root.id
    }

    /// The shown split view, with the tab that holds it, when its content column shows a
    /// list to tap: a three-column split view with a sidebar selection.
    package var shownContentList: (tab: Tab?, split: NavigationSplit<Route>)? {
        guard let shown = shownSplit, shown.split.hasContentColumn, shown.split.selection != nil else { return nil }
        return shown
    }
}

extension NavigationState {
    /// A drawn screen and every screen drawn above it: the rest of its stack and every
    /// layer over that stack, which is all a gesture on that screen may take away.
    package func screens(from screen: EntryID) -> [EntryID] {
        guard let (location, index) = position(of: screen), let stack = stack(at: location) else { return [] }
        let above = stack.entries[index...].map(\.id)
        return above + presentations.dropFirst(location.presentationLevel ?? 0).flatMap { $0.stack.entries.map(\.id) }
    }
}

extension NavigationState {
    /// Whether an alert or confirmation dialog is up, which takes every touch.
    ///
    /// Until it is answered, screens, layers, the tab bar and lists are out of reach.
    /// Every host gesture asks it first; SwiftUI's alert does it by itself.
    package var takesEveryTouch: Bool { dialog != nil }
}
