/// What a guard does instead of a change: an action, and when the change may resume.
public struct NavigationRedirect<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Sendable {
    /// When a redirect's flow lets the original change apply.
    struct Resumption: Sendable {
        let expectation: ResultExpectation
        let accepts: @Sendable (any Sendable) -> Bool
    }

    /// The action applied instead of the change.
    public let action: NavigationAction<Route, Tab>
    let resumption: Resumption?

    /// Whether the original change waits for the redirect's flow to finish.
    public var resumes: Bool { resumption != nil }
}
