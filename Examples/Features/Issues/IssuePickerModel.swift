import ExampleInterfaces
import ModularNavigation
import Observation

/// The picker: finishes its flow with the issue picked, or closes without one.
@MainActor
@Observable
final class IssuePickerModel: ScreenModel {
    private let tracker: IssueTracker
    private let navigationClient: NavigationClient<IssuesDestination>

    init(tracker: IssueTracker, navigationClient: NavigationClient<IssuesDestination>) {
        self.tracker = tracker
        self.navigationClient = navigationClient
    }

    var title: String { "Pick an issue" }

    var actions: [ScreenAction] {
        tracker.issues.flatMap { issue in
            [
                ScreenAction("Pick \(issue)") { self.pick(issue) },
                ScreenAction("Read #\(issue.id)") { self.navigationClient.push(.detail(id: issue.id)) },
            ]
        } + [ScreenAction("Cancel") { self.navigationClient.close() }]
    }

    func pick(_ issue: IssueReference) {
        navigationClient.finish(with: issue)
    }
}
