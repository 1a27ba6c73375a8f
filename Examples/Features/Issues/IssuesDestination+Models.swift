public import ExampleInterfaces
import ModularNavigation

extension IssuesDestination {
    /// The models of the Issues screens.
    ///
    /// - Parameter tracker: Where issues come from.
    public static func liveModels(tracker: IssueTracker = .live) -> ModelBuilder<IssuesDestination> {
        { destination, _, client in
            switch destination {
            case .picker:
                client.screenObject { IssuePickerModel(tracker: tracker, navigationClient: client) }
            case .detail(let id):
                client.screenObject { IssueDetailModel(issue: tracker.issue(id: id), navigationClient: client) }
            }
        }
    }
}
