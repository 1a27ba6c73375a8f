import ModularNavigation
import Observation

/// Routes of a small app used across the tests.
enum TestRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case home
    case list
    case detail(Int)
    case settings
    case picker

    var description: String {
        switch self {
        case .home: "home"
        case .list: "list"
        case .detail(let id): "detail(\(id))"
        case .settings: "settings"
        case .picker: "picker"
        }
    }
}

enum TestTab: String, Hashable, Codable, Sendable, CaseIterable {
    case home, search, profile
}

typealias TabState = NavigationState<TestRoute, TestTab>
typealias StackState = NavigationState<TestRoute, Never>

extension NavigationState where Route == TestRoute, Tab == TestTab {
    /// Three tabs, each rooted at `.home`, with `.home` selected.
    static func threeTabs(selected: TestTab = .home) -> Self {
        try! NavigationState(selectedTab: selected) { _ in .home }
    }

    /// Home and search, each rooted at `.home`, with `.home` selected: profile is free to
    /// be an action tab or a tab the user adds.
    static func twoTabs() -> Self {
        try! NavigationState(tabs: [.home, .search], selectedTab: .home) { _ in .home }
    }
}

/// Counts how often observers of a read are told of a change.
@MainActor
final class ObservationCounter {
    private(set) var count = 0

    /// Starts observing what `read` reads; re-arms after each change, as SwiftUI does.
    func observe(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.count += 1
                self?.observe(read)
            }
        }
    }
}

/// A switch a test flips while a guard or an observer reads it.
@MainActor
final class Flag {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
