/// The user's own tab bar: which of the app's tabs they hid, and how they ordered each
/// section's tabs.
///
/// What iOS 18's `TabViewCustomization` holds, as a value the core understands. Applying
/// one (``Navigator/customizeTabs(_:offered:sections:root:)``) edits the tabs with
/// ``NavigationAction/removeTab(_:)``, ``NavigationAction/insertTab(_:root:at:)`` and
/// ``NavigationAction/reorderTabs(_:)``, so the tabs the state holds, in their order, show
/// it; ``Navigator/tabCustomization(offered:sections:)`` reads it back.
///
/// The navigator saves the one it last applied inside its archive
/// (``Navigator/savedTabCustomization``), so a restore with the fallback of every tab the
/// app offers keeps the hidden tabs hidden and hands the customization back
/// (``RestoreReport/tabCustomization``).
///
/// ```swift
/// let mine = NavigationTabCustomization(hidden: [AppTab.routine], sectionOrders: ["collections": [.assets, .library]])
/// navigator.customizeTabs(mine, offered: AppTab.allCases, sections: sections) { AppRoute.root(of: $0) }
/// ```
public struct NavigationTabCustomization<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs the user hid.
    public var hidden: Set<Tab>
    /// The user's order of a section's tabs, by section ``NavigationTabSection/id``; a
    /// section that is not named keeps the app's order.
    public var sectionOrders: [String: [Tab]]

    /// Creates a customization; the default is the app's own tab bar.
    ///
    /// - Parameters:
    ///   - hidden: The tabs the user hid.
    ///   - sectionOrders: The user's order of each section's tabs, by section identifier.
    public init(hidden: Set<Tab> = [], sectionOrders: [String: [Tab]] = [:]) {
        self.hidden = hidden
        self.sectionOrders = sectionOrders
    }

    /// The tabs to show, in order: the app's tabs with each section's tabs in the user's
    /// order, the hidden ones left out.
    ///
    /// A section's order that names a tab of another section, or a tab twice, has those
    /// names ignored; a tab of the section that it does not name keeps its place after the
    /// named ones. So whatever the customization holds, every offered tab that is not
    /// hidden is shown exactly once.
    ///
    /// - Parameters:
    ///   - offered: Every tab the app offers, in its own order.
    ///   - sections: The app's sections of those tabs.
    public func shown(offered: [Tab], sections: [NavigationTabSection<Tab>]) -> [Tab] {
        var order = offered
        for section in sections {
            let members = offered.filter(section.tabs.contains)
            guard let users = sectionOrders[section.id], !members.isEmpty else { continue }
            var seen: Set<Tab> = []
            let named = users.filter { members.contains($0) && seen.insert($0).inserted }
            let arranged = named + members.filter { !seen.contains($0) }
            // The section's slots in the app's order take its tabs in the user's order.
            var next = arranged.makeIterator()
            for index in order.indices where members.contains(order[index]) {
                if let tab = next.next() { order[index] = tab }
            }
        }
        var seen: Set<Tab> = []
        return order.filter { !hidden.contains($0) && seen.insert($0).inserted }
    }
}

extension NavigationTabCustomization: Codable where Tab: Codable {}
