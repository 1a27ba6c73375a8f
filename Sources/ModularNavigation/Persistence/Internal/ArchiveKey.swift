/// The JSON field names of an archive, as the careful reader looks them up.
enum ArchiveKey: String, CodingKey {
    case formatVersion, schemaVersion, state
    case nextID, stack, tabs, presentations
    case items, selectedIndex, tab, above
    case style
    case root, path
    case id, route
    // Format 2 nests the split view as the state's `Codable` form does.
    case base, split
    case payload = "_0"
    case sidebar, selection, contentSelection, hasContentColumn, detail
}
