extension NavigationState {
    /// Makes room for a sheet that names an id.
    ///
    /// A sheet with that id already up is dismissed with what covers it
    /// (``SheetOptions/Replacement/replace``), or the new one is refused
    /// (``SheetOptions/Replacement/keep``). Other presentations pass untouched.
    @inlinable
    mutating func dismissSheet(
        sameAs style: PresentationStyle,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        guard case .sheet(let options) = style, let id = options.id,
            let index = _presentations.firstIndex(where: { $0.style.sheetOptions?.id == id })
        else { return [] }
        guard options.whenAlreadyPresented == .replace else { throw .sheetAlreadyPresented(id: id) }
        return dismissPresentations(from: index, recording: &change)
    }
}

extension SheetOptions {
    /// What presenting a sheet does while a sheet with the same ``SheetOptions/id`` is up.
    ///
    /// SwiftUI's `sheet(item:)` never shows two sheets for one item; this is that rule for
    /// a navigation state, where any screen or link may ask for the same sheet again.
    public enum Replacement: String, Hashable, Sendable, Codable {
        /// The sheet that is up stays as it is, and the second is refused with
        /// ``NavigationError/sheetAlreadyPresented(id:)``, reported like any refusal: a
        /// draft in an open editor is never lost to a second tap or a late link.
        case keep
        /// The sheet that is up is dismissed, with what covers it, and the new one is
        /// presented in its place.
        case replace
    }
}
