/// The screens of a saved stack up to the first one that could not be read.
struct SavedStack<Route: Hashable & Sendable & Decodable>: Decodable {
    /// Where and why reading stopped.
    struct Damage: Hashable {
        enum Kind: Hashable {
            /// The entry is well formed but its route does not decode.
            case routeUndecodable
            /// The data is not shaped like a stack or an entry.
            case corrupt
        }

        var index: Int
        var kind: Kind
    }

    /// The readable screens, root first; empty when the root could not be read.
    var entries: [SavedEntry<Route>]
    /// Where reading stopped, or `nil` when every screen was read.
    var damage: Damage?

    init(corruptAt index: Int) {
        entries = []
        damage = Damage(index: index, kind: .corrupt)
    }

    init(from decoder: any Decoder) {
        entries = []
        damage = nil
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            damage = Damage(index: 0, kind: .corrupt)
            return
        }
        guard let root = try? container.decode(SavedEntry<Route>.Reading.self, forKey: .root) else {
            damage = Damage(index: 0, kind: .corrupt)
            return
        }
        guard append(root, at: 0) else { return }
        guard var path = try? container.nestedUnkeyedContainer(forKey: .path) else {
            damage = Damage(index: 1, kind: .corrupt)
            return
        }
        while !path.isAtEnd {
            let index = entries.count
            guard let entry = try? path.decode(SavedEntry<Route>.Reading.self) else {
                damage = Damage(index: index, kind: .corrupt)
                return
            }
            guard append(entry, at: index) else { return }
        }
    }

    /// Appends a read entry, or records the damage and returns `false`.
    private mutating func append(_ reading: SavedEntry<Route>.Reading, at index: Int) -> Bool {
        switch reading {
        case .entry(let entry):
            entries.append(entry)
            return true
        case .routeUndecodable:
            damage = Damage(index: index, kind: .routeUndecodable)
        case .corrupt:
            damage = Damage(index: index, kind: .corrupt)
        }
        return false
    }
}
