extension Navigator {
    /// How a proposed change ended.
    @usableFromInline
    enum ProposalOutcome: Equatable {
        /// The change applied; `shown` is the screen it put on top, when it made one.
        case applied(shown: EntryID?)
        case refused, cancelled, redirected

        @inlinable var isApplied: Bool {
            if case .applied = self { true } else { false }
        }
    }
}
