public import ExampleInterfaces
public import ModularNavigation
public import Observation

/// The model of each Issues screen.
@MainActor
public enum IssuesScreen {
    case picker(IssuePickerModel)
    case detail(IssueDetailModel)
}

extension IssuesDestination {
    /// The model of a screen, made once per screen.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - tracker: Where issues come from.
    @MainActor
    public static func screen(
        _ destination: IssuesDestination, client: NavigationClient<IssuesDestination>, tracker: IssueTracker = .live
    ) -> IssuesScreen {
        switch destination {
        case .picker:
            .picker(client.screenObject { IssuePickerModel(tracker: tracker, navigationClient: client) })
        case .detail(let id):
            .detail(client.screenObject { IssueDetailModel(issue: tracker.issue(id: id), navigationClient: client) })
        }
    }
}

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
