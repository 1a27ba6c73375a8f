// The rules of a presentation over the whole app (`PresentationPlacement.overApp`): where
// it may be presented, what keeps it up, and which states may hold one. Every path into a
// state reads them here: `present`, the base changes that spare it, `requireAcceptable`
// (replaceState, adopt, decoding) and the archive reader's repair.
extension NavigationState {
    /// How many layers, from the bottom, belong to the app rather than to the base stack:
    /// the whole chain while its first layer is presented over the app (everything above
    /// it was presented from it), else none.
    ///
    /// Changes of the base (another tab, a split view's selection, a flow above the tabs)
    /// dismiss only the layers above these.
    @inlinable
    var layersOverApp: Int {
        _presentations.first?._placement == .overApp ? _presentations.count : 0
    }

    /// Takes down the layers that belong to the base stack before the base changes under
    /// them; a layer over the app stays, with what it presented.
    @inlinable
    mutating func dismissPresentationsOfBase(
        recording change: inout Change
    ) -> Events {
        dismissPresentations(from: layersOverApp, recording: &change)
    }

    /// Refuses a layer that cannot hang where it asks to: over the app, only a sheet or a
    /// cover, and only as the first layer (a sheet that replaces the first layer, one of
    /// its ``SheetOptions/id``, takes its place there).
    @inlinable
    func requirePlacement(_ placement: PresentationPlacement, of style: PresentationStyle) throws(NavigationError) {
        guard placement == .overApp else { return }
        guard style.canBeOverApp else { throw .overAppUnavailable }
        if _presentations.isEmpty { return }
        guard case .sheet(let options) = style, options.replacesExisting, let id = options.id,
            indexOfSheet(withID: id, below: _presentations.count) == 0
        else { throw .overAppUnavailable }
    }

    /// Refuses a whole state from outside whose layers over the app are where no action
    /// could have put them: one above the first layer, one as a popover or an inspector,
    /// or a minimized flow that was not presented over the app.
    @usableFromInline
    func requireAcceptablePlacements() throws(NavigationError) {
        guard Self.firstMisplacedLayer(in: _presentations) == nil else { throw .overAppUnavailable }
        if let minimized = _minimized, !Self.canBeMinimized(minimized) { throw .overAppUnavailable }
    }

    /// The index of the first layer whose placement no action could have made, or `nil`:
    /// the one rule `requireAcceptablePlacements` and the archive reader's repair share.
    @usableFromInline
    static func firstMisplacedLayer(in presentations: [NavigationPresentation<Route>]) -> Int? {
        presentations.indices.first { index in
            presentations[index]._placement == .overApp && (index > 0 || !presentations[index]._style.canBeOverApp)
        }
    }

    /// Whether a layer may be minimized, or held as the minimized flow: one presented
    /// over the app.
    @usableFromInline
    static func canBeMinimized(_ presentation: NavigationPresentation<Route>) -> Bool {
        presentation._placement == .overApp && presentation._style.canBeOverApp
    }
}

extension PresentationStyle {
    /// Whether a layer of this style can hang over the whole app: a sheet or a cover
    /// covers the window, a popover and an inspector hang off a view of their presenter.
    @usableFromInline
    var canBeOverApp: Bool {
        switch self {
        case .sheet, .fullScreenCover: true
        case .popover, .inspector: false
        }
    }
}
