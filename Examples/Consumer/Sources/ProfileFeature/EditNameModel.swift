public import ModularNavigation
public import Observation

/// The sheet that edits the name: it hands the new name back to whoever asked.
@MainActor
@Observable
public final class EditNameModel {
    /// The name being typed.
    public var draft: String
    private let navigationClient: NavigationClient<ProfileDestination>

    /// Creates the model of the sheet, starting from the current name.
    public init(current: String, navigationClient: NavigationClient<ProfileDestination>) {
        self.draft = current
        self.navigationClient = navigationClient
    }

    /// Whether the draft is a name worth saving.
    public var canSave: Bool {
        !draft.allSatisfy(\.isWhitespace)
    }

    /// Ends the sheet with the new name; the screen that asked receives it.
    public func save() {
        guard canSave else { return }
        navigationClient.finish(with: draft)
    }

    /// Ends the sheet without a name.
    public func cancel() {
        navigationClient.close()
    }
}
