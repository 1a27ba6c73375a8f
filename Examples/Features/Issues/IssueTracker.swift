public import ExampleInterfaces

/// The open issues: the module's data dependency.
public struct IssueTracker: Sendable {
    /// The open issues, newest first.
    public let issues: [IssueReference]

    /// Creates a tracker.
    public init(issues: [IssueReference]) {
        self.issues = issues
    }

    /// The issue with a number, if it is open.
    public func issue(id: Int) -> IssueReference? {
        issues.first { $0.id == id }
    }

    /// The tracker the app ships.
    public static let live = IssueTracker(issues: [
        IssueReference(id: 31, title: "Leaking valve"),
        IssueReference(id: 28, title: "Noisy bearing"),
    ])
}
