extension DeepLinkTable {
    /// Resolves the text of a URL and reports what the match cost.
    package func resolve(_ urlString: String, statistics: inout DeepLinkMatchStatistics) throws(DeepLinkError)
        -> ResolvedLink<Output>
    {
        try link(for: matcher.match(urlString, statistics: &statistics))
    }
}
