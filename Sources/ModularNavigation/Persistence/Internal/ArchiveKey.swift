/// The JSON field names of an archive, as the careful reader looks them up.
enum ArchiveKey: String, CodingKey {
    case formatVersion, schemaVersion, state
    case nextID, stack, tabs, presentations
    case items, selectedIndex, tab, above
    case style
    case root, path
    case id, route
}
