/// A saved split view as far as it could be read; `RestoreBuilder+Split` decides what
/// of it to keep.
struct SavedSplit<Route: Hashable & Sendable & Decodable>: Decodable {
    var sidebar: SavedStack<Route>
    /// `nil` when nothing was selected.
    var selection: SavedRoute<Route>?
    /// `nil` when nothing was selected in the content column.
    var contentSelection: SavedRoute<Route>?
    /// `nil` when missing or not a Boolean.
    var hasContentColumn: Bool?
    /// `nil` when there was no detail stack.
    var detail: SavedStack<Route>?

    /// Reads the fields it can; throws only when the split view is not an object.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        sidebar = (try? container.decode(SavedStack<Route>.self, forKey: .sidebar)) ?? SavedStack(corruptAt: 0)
        // A null selection is no selection, as the state's own decoder reads it.
        selection = try? container.decodeIfPresent(SavedRoute<Route>.self, forKey: .selection)
        contentSelection = try? container.decodeIfPresent(SavedRoute<Route>.self, forKey: .contentSelection)
        hasContentColumn = try? container.decode(Bool.self, forKey: .hasContentColumn)
        detail = try? container.decodeIfPresent(SavedStack<Route>.self, forKey: .detail)
    }

    /// The selection the detail stack's root must show, as saved.
    var detailRootSelection: SavedRoute<Route>? {
        hasContentColumn == true ? contentSelection : selection
    }
}
