import ModularNavigation

extension TreeDiff {
    /// One line of the diff; apps read the diff as text (``description``).
    package enum Line: Hashable, Sendable {
        /// In both trees.
        case same(String)
        /// Only in the first tree.
        case removed(String)
        /// Only in the second tree.
        case added(String)
    }

    package static var alignedLinesForTesting: Int { alignedLines }
}
