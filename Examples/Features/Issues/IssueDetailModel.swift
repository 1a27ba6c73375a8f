public import ExampleInterfaces
import ModularNavigation
public import Observation

/// One issue.
///
/// From inside a picker it can finish the picker's flow.
@MainActor
@Observable
public final class IssueDetailModel {
    /// The issue, or `nil` when the tracker has no issue with that number.
    public let issue: IssueReference?
    private let navigationClient: NavigationClient<IssuesDestination>

    init(issue: IssueReference?, navigationClient: NavigationClient<IssuesDestination>) {
        self.issue = issue
        self.navigationClient = navigationClient
    }

    /// The issue's title.
    public var title: String { issue.map { "Issue \($0)" } ?? "Missing issue" }

    /// Ends the picker's flow with this issue.
    public func link() {
        guard let issue else { return }
        navigationClient.finish(with: issue)
    }
}
