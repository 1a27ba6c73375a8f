/// The route a URL matched, by index, with its pattern text and decoded parameters.
@usableFromInline
struct DeepLinkMatch: Sendable {
    @usableFromInline let route: Int
    @usableFromInline let pattern: String
    @usableFromInline let parameters: DeepLinkParameters
}
