/// Where a stack sits in a navigation state.
///
/// A location names a place, not a particular stack: after the user dismisses a sheet
/// and opens another, `.presented(1)` names the new one. Views that draw "the stack at
/// this place" observe it by location (see ``Navigator/stack(at:)``).
public enum StackLocation<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The single stack of an app without tabs.
    case main
    /// The stack of a tab.
    case tab(Tab)
    /// The sidebar column of a split view.
    case sidebar
    /// The detail column of a split view; it exists while the sidebar has a selection.
    case detail
    /// A presented stack; level 1 is the first presentation over the base stack.
    case presented(Int)
    /// The stack shown above the tabs, hiding the tab bar; it exists while
    /// ``NavigationTabs/above`` does, and is then the base stack.
    case aboveTabs
    /// The detail column of the split view a tab holds; it exists while that split view
    /// has a selection. The tab's sidebar column is ``tab(_:)``.
    case tabDetail(Tab)

    /// Whether this is a presented stack rather than a base one.
    public var isPresented: Bool {
        if case .presented = self { return true }
        return false
    }
}

extension StackLocation: Codable where Tab: Codable {}

extension StackLocation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .main: "main"
        case .tab(let tab): "tab \(String(navigationDescribing: tab))"
        case .sidebar: "sidebar"
        case .detail: "detail"
        case .presented(let level): "presented \(level)"
        case .aboveTabs: "above tabs"
        case .tabDetail(let tab): "tab \(String(navigationDescribing: tab)) detail"
        }
    }
}
