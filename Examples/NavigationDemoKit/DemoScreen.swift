public import ExampleApp
public import ModularNavigation

/// A screen as the demo prints it: its title, one line of status, and numbered actions.
///
/// The demo draws no views: it reads the same models the SwiftUI views draw and offers
/// what their buttons do, under the same labels, so a path typed into the demo is a path
/// through the app. Each module's screens are described in a `DemoScreen+…` file.
@MainActor
public struct DemoScreen {
    /// The screen's title, as a navigation bar would show it.
    public let title: String
    /// One line about what the screen shows now, or `nil`.
    public let status: String?
    /// What the user can do on the screen, in display order.
    public let actions: [DemoAction]

    init(_ title: String, status: String? = nil, actions: [DemoAction]) {
        self.title = title
        self.status = status
        self.actions = actions
    }

    /// The action with this label, for tests that tap a button by its label.
    public func action(_ title: String) -> DemoAction? {
        actions.first { $0.title == title }
    }

    /// The screen of any app screen's model.
    public init(_ screen: AppScreen) {
        switch screen {
        case .home(let screen): self.init(screen)
        case .routine(let screen): self.init(screen)
        case .library(let screen): self.init(screen)
        case .assets(let screen): self.init(screen)
        case .issues(let screen): self.init(screen)
        case .drinks(let screen): self.init(screen)
        case .account(let screen): self.init(screen)
        }
    }
}

/// One thing the user can do on a screen: a button's label and what tapping it does.
///
/// The work is `async` because some buttons wait for a presented flow to finish with a
/// value (pick an issue, use the calculator); most return at once.
public struct DemoAction: Sendable, Identifiable {
    /// The button's label; unique on its screen.
    public let title: String
    /// The value of the `NavigationLink` SwiftUI draws for this row, or `nil` for a button.
    ///
    /// The demo has no links, so it performs the action, which pushes the same screen;
    /// tests tap the link through the headless host, as SwiftUI would.
    public let link: NavigationLinkValue?
    private let work: @MainActor @Sendable () async -> Void

    /// The label identifies the action on its screen.
    public var id: String { title }

    init(_ title: String, link: NavigationLinkValue? = nil, work: @escaping @MainActor @Sendable () async -> Void) {
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

extension ExampleApp {
    /// A screen in the state as the demo prints it.
    public func demoScreen(for screen: EntryID) -> DemoScreen? {
        self.screen(for: screen).map(DemoScreen.init)
    }

    /// The screen the user sees as the demo prints it.
    public var topDemoScreen: DemoScreen? {
        topScreen.map(DemoScreen.init)
    }

    /// The content column's list in three columns as the demo prints it.
    public var contentDemoScreen: DemoScreen? {
        contentScreen.map(DemoScreen.init)
    }
}
