/// What one match cost: how many comparisons the trie made and how many nodes it visited.
///
/// Tests use it to show that matching cost follows the URL's segment count, not the number
/// of routes in the table or how their patterns share prefixes.
package struct DeepLinkMatchStatistics: Hashable, Sendable {
    /// End-of-path checks, literal lookups, kind checks, parameter and tail checks made.
    package var comparisons = 0
    /// Trie nodes entered.
    package var nodesVisited = 0

    package init() {}
}
