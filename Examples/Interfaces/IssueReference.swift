/// An issue as other modules see it: what the Issues module's picker hands back.
///
/// It lives here, not in the Issues module, so that Assets can await one without
/// importing Issues.
public struct IssueReference: Hashable, Sendable, Codable {
    /// The issue's number.
    public let id: Int
    /// The issue's title.
    public let title: String

    /// Creates a reference to an issue.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

extension IssueReference: CustomStringConvertible {
    public var description: String { "#\(id) \(title)" }
}
