/// The identities of a restored state: which saved ones it keeps, and from where the
/// screens that cannot keep theirs get new ones.
///
/// Saved identities are offered in the restored state's order; the first screen to
/// offer an identity keeps it. New identities start above every kept one, so they never
/// collide with a restored screen.
struct EntryRenumbering {
    /// What became of an offered identity.
    enum Verdict {
        case kept
        /// Missing, unreadable, or beyond the identity limit.
        case invalid
        /// Already kept by an earlier screen.
        case taken(EntryID)
    }

    private var kept: Set<UInt64> = []
    private var highest: UInt64?

    /// Keeps `id` for the screen offering it, unless it is invalid or taken.
    mutating func keep(_ id: UInt64?) -> Verdict {
        guard let id, id < EntryID.limit else { return .invalid }
        guard kept.insert(id).inserted else { return .taken(EntryID(rawValue: id)) }
        highest = max(highest ?? id, id)
        return .kept
    }

    /// The lowest identity above every kept one.
    var lowestFree: UInt64 { highest.map { $0 + 1 } ?? 0 }

    /// Whether the saved next identity can be kept: above every kept identity and within
    /// the identity limit.
    func accepts(nextID: UInt64?) -> Bool {
        guard let nextID else { return false }
        return nextID >= lowestFree && nextID <= EntryID.limit
    }
}
