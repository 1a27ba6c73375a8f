public import ModularNavigation

/// The model of each Issues screen.
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
