import ExampleInterfaces
import ModularNavigation
import Observation

/// One issue.
///
/// From inside a picker it can finish the picker's flow.
@MainActor
@Observable
final class IssueDetailModel: ScreenModel {
    private let issue: IssueReference?
    private let navigationClient: NavigationClient<IssuesDestination>

    init(issue: IssueReference?, navigationClient: NavigationClient<IssuesDestination>) {
        self.issue = issue
        self.navigationClient = navigationClient
    }

    var title: String { issue.map { "Issue \($0)" } ?? "Missing issue" }

    var actions: [ScreenAction] {
        guard let issue else { return [] }
        return [ScreenAction("Link this issue") { self.navigationClient.finish(with: issue) }]
    }
}
