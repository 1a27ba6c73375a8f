extension EntryID {
    /// The bound on identities that decoding and restoring accept.
    ///
    /// Identities grow by one per screen, so no real state comes near it; the bound
    /// keeps decoded data from leaving no room for new identities, which would otherwise
    /// overflow the counter on the next push or renumbering.
    @usableFromInline package static let limit: UInt64 = 1 << 62
}
