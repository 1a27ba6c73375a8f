#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The saved form of a window list: each window's identity and its own navigation
/// archive, and which one was frontmost.
struct SavedWindowList: Encodable {
    /// The layout of this envelope, not the app's schema, which each archive carries.
    static let formatVersion = 1

    struct Window: Codable {
        let id: NavigationWindowID
        let archive: Data
    }

    var format = formatVersion
    var frontmost: NavigationWindowID?
    var windows: [Window]
}

/// A saved window list read leniently: a window that does not decode is kept as `nil`, so
/// that one damaged entry skips one window instead of the whole list.
struct LenientWindowList: Decodable {
    /// An entry that always decodes, so the list reader moves past a damaged one.
    struct Entry: Decodable {
        let window: SavedWindowList.Window?

        init(from decoder: any Decoder) throws {
            window = try? SavedWindowList.Window(from: decoder)
        }
    }

    enum CodingKeys: String, CodingKey {
        case format, frontmost, windows
    }

    let format: Int
    let frontmost: NavigationWindowID?
    let windows: [Entry]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        frontmost = try? container.decodeIfPresent(NavigationWindowID.self, forKey: .frontmost)
        // Only a readable format is trusted to have a readable list.
        windows =
            format == SavedWindowList.formatVersion ? try container.decode([Entry].self, forKey: .windows) : []
    }
}
