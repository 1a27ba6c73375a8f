import ExampleApp

/// The demo's view of the app's tabs.
enum ExampleTabs {
    /// The tab names, in tab bar order.
    static let names = AppTab.allCases.map(\.rawValue).joined(separator: ", ")
}
