/// Every screen of the Issues module.
public enum IssuesDestination: Hashable, Sendable, Codable {
    /// A list of open issues to pick from; it finishes its flow with an
    /// ``ExampleInterfaces/IssueReference``.
    case picker
    /// One issue, pushed inside the picker's own stack.
    case detail(id: Int)
}
