extension Navigator {
    /// How a proposed change ended.
    @usableFromInline
    enum ProposalOutcome: Equatable {
        /// The change applied; `shown` is the screen it put on top, when it made one.
        case applied(shown: EntryID?)
        /// A guard showed something else instead; `resumingAfter` is the root of the
        /// redirect's flow when the change resumes once that flow finishes.
        case redirected(resumingAfter: EntryID?)
        case refused, cancelled

        @inlinable var isApplied: Bool {
            if case .applied = self { true } else { false }
        }
    }
}
