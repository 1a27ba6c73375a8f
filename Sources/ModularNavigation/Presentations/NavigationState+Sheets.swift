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
        forSheet style: PresentationStyle, recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard case .sheet(let options) = style else { return [] }
        if let selected = options.selectedDetent, !options.offers(selected) { throw .detentNotOffered(selected) }
        guard let id = options.id, let index = indexOfSheet(withID: id, below: _presentations.count) else { return [] }
        guard options.replacesExisting else { throw .sheetAlreadyPresented(id: id) }
        return dismissPresentations(from: index, recording: &change)
    }

    /// The level (index in ``presentations``) of the sheet with this id among the first
    /// `count` layers, or `nil` when none has it: the one rule of "one sheet of an id",
    /// which presenting asks before it stacks a sheet and every whole state arriving
    /// (`firstRepeatedSheet`) is measured by.
    @inlinable
    func indexOfSheet(withID id: String, below count: Int) -> Int? {
        var index = 0
        while index < count {
            if case .sheet(let options) = _presentations[index]._style, options.id == id { return index }
            index += 1
        }
        return nil
    }

    /// The first layer whose sheet repeats the id of a sheet below it, with that id; `nil`
    /// when every sheet's id is its own.
    ///
    /// A state built by actions never holds one (presenting refuses or replaces the
    /// second); a whole state from outside may: a replaced or adopted state, a decoded
    /// one, an archive. Each of them asks this (`requireAcceptable`, the restore's
    /// repair), so SwiftUI is never asked to show two sheets of one item. Linear in the
    /// layers: the ids seen are kept in a set, made only once a sheet names one.
    @inlinable
    var firstRepeatedSheet: (level: Int, id: String)? {
        Self.firstRepeatedSheet(in: _presentations)
    }

    /// ``firstRepeatedSheet`` of a chain of layers not yet in a state (an archive's, as
    /// it is read).
    @inlinable
    static func firstRepeatedSheet(in presentations: [NavigationPresentation<Route>]) -> (level: Int, id: String)? {
        var seen: Set<String> = []
        for index in presentations.indices {
            guard case .sheet(let options) = presentations[index]._style, let id = options.id else { continue }
            if !seen.insert(id).inserted { return (index, id) }
        }
        return nil
    }

    /// The rule of ``NavigationAction/selectDetent(_:in:)``: only a sheet's options
    /// change, so observers of that presentation alone are told.
    @inlinable
    mutating func selectDetent(
        _ detent: SheetDetent, in screen: EntryID?, recording change: inout Change
    ) throws(NavigationError) -> Events {
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
        change.restyled = locationUnder(level: level)
        return change.report([
            .detentSelected(detent, sheet: _presentations[level - 1]._stack._root, at: .presented(level))
        ])
    }
}
