// The rules only a sheet has: its identity among the presented layers, and its detents.
extension NavigationState {
    /// Checks a sheet about to be presented and makes room for it.
    ///
    /// The detent it opens at must be one it offers, and a sheet that names an id replaces
    /// the one of that id already up, with what covers it (``SheetOptions/replacesExisting``),
    /// or is refused. Other presentations pass untouched.
    ///
    /// Both rules read the options from one look at the style: each `case .sheet(let
    /// options)` copies them, through their value witness, as they are too large to copy
    /// inline.
    @inlinable
    mutating func makeRoom(
        forSheet style: PresentationStyle,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        guard case .sheet(let options) = style else { return [] }
        if let selected = options.selectedDetent, !options.offers(selected) { throw .detentNotOffered(selected) }
        guard let id = options.id, let index = _presentations.firstIndex(where: { $0.style.sheetOptions?.id == id })
        else { return [] }
        guard options.replacesExisting else { throw .sheetAlreadyPresented(id: id) }
        return dismissPresentations(from: index, recording: &change)
    }

    /// The rule of ``NavigationAction/selectDetent(_:in:)``: only a sheet's options
    /// change, so observers of that presentation alone are told.
    @inlinable
    mutating func selectDetent(
        _ detent: SheetDetent,
        in screen: EntryID?,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        let level: Int
        if let screen {
            guard case let (location, _)? = position(of: screen) else { throw .screenGone(screen) }
            guard case .presented(let presented) = location else { throw .notPresented(screen) }
            level = presented
        } else {
            guard !_presentations.isEmpty else { throw .nothingToDismiss }
            level = _presentations.count
        }
        guard case .sheet(var options) = _presentations[level - 1]._style else { throw .notASheet }
        guard options.offers(detent) else { throw .detentNotOffered(detent) }
        guard options.selectedDetent != detent else { return [] }
        options.selectedDetent = detent
        _presentations[level - 1]._style = .sheet(options)
        change.restyled = level == 1 ? baseLocation : .presented(level - 1)
        return change.report([
            .detentSelected(detent, sheet: _presentations[level - 1]._stack._root, at: .presented(level))
        ])
    }
}
