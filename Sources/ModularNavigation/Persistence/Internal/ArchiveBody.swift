/// The envelope's state field, read in the layout of the archive's format.
struct ArchiveBody<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    var state: SavedState<Route, Tab>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        if try container.decode(Int.self, forKey: .formatVersion) == NavigationArchive.splitFormatVersion {
            state = SavedState(
                splitArchiveState: try container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .state))
        } else {
            state = try container.decode(SavedState<Route, Tab>.self, forKey: .state)
        }
    }
}
