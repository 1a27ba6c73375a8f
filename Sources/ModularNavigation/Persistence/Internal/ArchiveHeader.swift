/// The envelope's version fields, read before anything else.
struct ArchiveHeader: Decodable {
    var formatVersion: Int?
    var schemaVersion: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        formatVersion = try? container.decode(Int.self, forKey: .formatVersion)
        schemaVersion = try? container.decode(Int.self, forKey: .schemaVersion)
    }
}
