/// One thing a user can do on a screen: a button's label and what tapping it does.
///
/// The work is `async` because some actions wait for a presented flow to finish with a
/// value (pick an issue, use the calculator); most return at once.
public struct ScreenAction: Sendable, Identifiable {
    /// The button's label; unique on its screen.
    public let title: String
    private let work: @MainActor @Sendable () async -> Void

    /// The label identifies the action on its screen.
    public var id: String { title }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's label.
    ///   - work: What tapping the button does.
    public init(_ title: String, work: @escaping @MainActor @Sendable () async -> Void) {
        self.title = title
        self.work = work
    }

    /// Does what tapping the button does; returns when that work is over, which for a
    /// flow awaiting a value is when the flow ends.
    @MainActor
    public func perform() async {
        await work()
    }
}
