public import ModularNavigation

/// The tabs of the example app, in tab bar order; each has its own stack.
public enum AppTab: String, Hashable, Sendable, Codable, CaseIterable {
    case home
    case routine
    case library
    case assets
    case drinks
}

extension AppTab {
    /// The tabs iPad's sidebar groups under a heading (iOS 18's `.sidebarAdaptable`); the
    /// others stand alone.
    public static let sections = [
        NavigationTabSection(id: "collections", title: "Collections", tabs: [AppTab.library, .assets])
    ]
}
