public import ExampleInterfaces
public import ModularNavigation

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
            .picker(IssuePickerModel(tracker: tracker, navigationClient: client))
        case .detail(let id):
            .detail(IssueDetailModel(issue: tracker.issue(id: id), navigationClient: client))
        }
    }
}

/// The picker: finishes its flow with the issue picked, or closes without one.
@MainActor
public struct IssuePickerModel {
    let tracker: IssueTracker
    let navigationClient: NavigationClient<IssuesDestination>

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
public struct IssueDetailModel {
    /// The issue, or `nil` when the tracker has no issue with that number.
    public let issue: IssueReference?
    let navigationClient: NavigationClient<IssuesDestination>

    /// The issue's title.
    public var title: String { issue.map { "Issue \($0)" } ?? "Missing issue" }

    /// Ends the picker's flow with this issue.
    public func link() {
        guard let issue else { return }
        navigationClient.finish(with: issue)
    }
}
