public import ExampleInterfaces
import ModularNavigation
public import Observation

/// The picker: finishes its flow with the issue picked, or closes without one.
@MainActor
@Observable
public final class IssuePickerModel {
    private let tracker: IssueTracker
    private let navigationClient: NavigationClient<IssuesDestination>

    init(tracker: IssueTracker, navigationClient: NavigationClient<IssuesDestination>) {
        self.tracker = tracker
        self.navigationClient = navigationClient
    }

    /// The issues to pick from.
    public var issues: [IssueReference] { tracker.issues }

    /// Ends the flow with an issue.
    public func pick(_ issue: IssueReference) {
        navigationClient.finish(with: issue)
    }

    /// Pushes an issue's detail inside the picker's own stack.
    public func read(_ issue: IssueReference) {
        navigationClient.push(.detail(id: issue.id))
    }

    /// Ends the flow without an issue.
    public func cancel() {
        navigationClient.close()
    }
}
