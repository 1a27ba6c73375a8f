public import ModularNavigation

/// One thing a user can do on a screen: a button's label and what tapping it does.
///
/// The work is `async` because some actions wait for a presented flow to finish with a
/// value (pick an issue, use the calculator); most return at once.
public struct ScreenAction: Sendable, Identifiable {
    /// The button's label; unique on its screen.
    public let title: String
    /// The value of the `NavigationLink` the SwiftUI view draws instead of a button, when
    /// the action pushes a screen; `nil` for a button.
    public let link: NavigationLinkValue?
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
        self.link = nil
        self.work = work
    }

    /// Creates an action that SwiftUI draws as `NavigationLink(title, value: link)`.
    ///
    /// The terminal demo has no links, so it performs `work`, which pushes the same
    /// destination through the same client.
    ///
    /// - Parameters:
    ///   - title: The link's label.
    ///   - link: The link's value, from the screen's client: `client.link(to: destination)`.
    ///   - work: What choosing the row does where there is no `NavigationLink`.
    public init(_ title: String, link: NavigationLinkValue, work: @escaping @MainActor @Sendable () async -> Void) {
        self.title = title
        self.link = link
        self.work = work
    }

    /// Does what tapping the button does; returns when that work is over, which for a
    /// flow awaiting a value is when the flow ends.
    @MainActor
    public func perform() async {
        await work()
    }
}
