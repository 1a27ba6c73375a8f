package import ModularNavigation

// Zoom transitions: which drawn screen zooms out of which tapped view. SwiftUI's zoom
// needs its source on screen; a screen drawn with it while no view marks that source
// zooms out of nothing, so the driver counts the marked sources and the screen asks.
extension TransitionDriver {
    /// A view marked as the zoom source of the screen that `source` names appeared.
    ///
    /// - Parameter source: What ``NavigationClient/transitionSource(for:)`` gave the view.
    package func transitionSourceAppeared(_ source: AnyHashableSendable) {
        transitionSources[source, default: 0] += 1
    }

    /// A view marked as a zoom source left the screen.
    package func transitionSourceDisappeared(_ source: AnyHashableSendable) {
        guard let count = transitionSources[source] else { return }
        transitionSources[source] = count > 1 ? count - 1 : nil
    }

    /// The source a screen showing `route` in `mode` zooms out of, or `nil` when it is
    /// drawn with the system's own transition.
    ///
    /// A screen zooms when a drawn view marks its route's source and it is pushed, or is
    /// the root of a sheet or a full-screen cover: the presentations that SwiftUI's zoom
    /// animates. Roots, popovers, inspectors and windows keep their own transitions.
    package func zoomSource(for route: Route, mode: NavigationMode) -> AnyHashableSendable? {
        guard mode.zoomsFromSource else { return nil }
        let source = AnyHashableSendable(route)
        return transitionSources[source] == nil ? nil : source
    }

    /// The source a presented layer zooms out of, as a whole: its root screen's.
    ///
    /// SwiftUI zooms a sheet or a cover as the presentation's content, so the layer asks,
    /// and its root screen does not ask again.
    package func zoomSource(of layer: PresentedLayer) -> AnyHashableSendable? {
        guard let root = slot(at: .presented(layer.level)).stack?.root, root.id == layer.root else { return nil }
        return zoomSource(for: root.route, mode: .presented(layer.style))
    }
}

extension NavigationMode {
    /// Whether a screen shown this way can zoom out of the view the user tapped.
    package var zoomsFromSource: Bool {
        switch self {
        case .push, .presented(.sheet), .presented(.fullScreenCover): true
        case .root, .presented(.popover), .presented(.inspector), .aboveTabs, .window, .selected: false
        }
    }
}
