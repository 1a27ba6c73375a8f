/// The envelope's state field.
struct ArchiveBody<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    var state: SavedState<Route, Tab>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        state = try container.decode(SavedState<Route, Tab>.self, forKey: .state)
    }
}
