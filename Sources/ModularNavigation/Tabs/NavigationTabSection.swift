/// A named group of tabs, which iPad's sidebar shows under one heading.
///
/// Part of the app's tab model: which of the tabs it offers belong together. The tab bar
/// (iPhone, or iPad's compact tab bar) shows the tabs themselves; iOS 18's
/// `.sidebarAdaptable` style shows each section's tabs under its title in the sidebar.
/// A section is a value, so the tab model can be written once, tested and saved.
///
/// ```swift
/// let sections = [NavigationTabSection(id: "collections", title: "Collections", tabs: [AppTab.library, .assets])]
/// ```
public struct NavigationTabSection<Tab: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// Identifies the section; SwiftUI's tab customization keys the section's tab order by it.
    public var id: String
    /// The section's heading in the sidebar.
    public var title: String
    /// The tabs of the section, in the app's order.
    public var tabs: [Tab]

    /// Creates a section of tabs.
    ///
    /// - Parameters:
    ///   - id: Identifies the section; keep it stable, since customizations are saved by it.
    ///   - title: The heading the sidebar shows.
    ///   - tabs: The tabs it groups, in the app's order; a tab belongs to one section at most.
    public init(id: String, title: String, tabs: [Tab]) {
        self.id = id
        self.title = title
        self.tabs = tabs
    }
}

extension NavigationTabSection: Codable where Tab: Codable {}

/// One entry of a tab bar drawn in sections: a tab on its own or a section of tabs.
public enum NavigationTabGroup<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A tab that belongs to no section.
    case tab(Tab)
    /// A section, holding the tabs of it that are drawn, in the order they are drawn.
    case section(NavigationTabSection<Tab>)
}

extension NavigationTabSection {
    /// The groups a tab bar draws for tabs in a given order: each tab of no section on its
    /// own, each section where its first tab is, with its tabs in that order.
    ///
    /// A section none of whose tabs is drawn is left out; a tab named by two sections
    /// belongs to the first. The adapter's tab views draw these groups as `Tab`s and
    /// `TabSection`s, so what iPad's sidebar shows is decided here, once.
    ///
    /// - Parameters:
    ///   - order: The tabs to draw, in the order to draw them.
    ///   - sections: The app's sections.
    public static func groups(of order: [Tab], in sections: [Self]) -> [NavigationTabGroup<Tab>] {
        var groups: [NavigationTabGroup<Tab>] = []
        var placed: Set<String> = []
        for tab in order {
            guard let section = sections.first(where: { $0.tabs.contains(tab) }) else {
                groups.append(.tab(tab))
                continue
            }
            guard placed.insert(section.id).inserted else { continue }
            let claimed = Set(sections.prefix { $0.id != section.id }.flatMap(\.tabs))
            var drawn = section
            drawn.tabs = order.filter { section.tabs.contains($0) && !claimed.contains($0) }
            groups.append(.section(drawn))
        }
        return groups
    }
}
