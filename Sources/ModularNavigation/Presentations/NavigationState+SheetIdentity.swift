extension NavigationState {
    /// Makes room for a sheet that names an id.
    ///
    /// A sheet with that id already up is dismissed with what covers it
    /// (``SheetOptions/replacesExisting``), or the new one is refused. Other presentations
    /// pass untouched.
    @inlinable
    mutating func dismissSheet(
        sameAs style: PresentationStyle,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        guard case .sheet(let options) = style, let id = options.id,
            let index = _presentations.firstIndex(where: { $0.style.sheetOptions?.id == id })
        else { return [] }
        guard options.replacesExisting else { throw .sheetAlreadyPresented(id: id) }
        return dismissPresentations(from: index, recording: &change)
    }
}
