extension NavigationState {
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
        change.restyled.append(level == 1 ? baseLocation : .presented(level - 1))
        return change.report([
            .detentSelected(detent, sheet: _presentations[level - 1]._stack._root, at: .presented(level))
        ])
    }
}
