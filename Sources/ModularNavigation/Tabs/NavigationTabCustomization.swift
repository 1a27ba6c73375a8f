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
    /// Where the user put each action tab in the tab bar (``Navigator/actionTabSlots``):
    /// an action tab has no stack, so the state's tab order cannot hold its place.
    public var actionTabSlots: [Tab: Int]

    /// Creates a customization; the default is the app's own tab bar.
    ///
    /// - Parameters:
    ///   - hidden: The tabs the user hid.
    ///   - sectionOrders: The user's order of each section's tabs, by section identifier.
    ///   - actionTabSlots: The user's slot of each action tab in the tab bar, from 0.
    public init(hidden: Set<Tab> = [], sectionOrders: [String: [Tab]] = [:], actionTabSlots: [Tab: Int] = [:]) {
        self.hidden = hidden
        self.sectionOrders = sectionOrders
        self.actionTabSlots = actionTabSlots
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

extension NavigationTabCustomization: Codable where Tab: Codable {
    private enum CodingKeys: String, CodingKey {
        case hidden, sectionOrders, actionTabSlots
    }

    /// One action tab's slot, as the archive writes it: a dictionary keyed by a `Tab` that
    /// is not a string would be a list of keys and values, by turns.
    private struct Slot: Codable {
        let tab: Tab
        let slot: Int
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        hidden = try container.decode(Set<Tab>.self, forKey: .hidden)
        sectionOrders = try container.decode([String: [Tab]].self, forKey: .sectionOrders)
        let slots = try container.decodeIfPresent([Slot].self, forKey: .actionTabSlots) ?? []
        actionTabSlots = Dictionary(slots.map { ($0.tab, $0.slot) }) { first, _ in first }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hidden, forKey: .hidden)
        try container.encode(sectionOrders, forKey: .sectionOrders)
        // Absent without action tabs, so that archives without them read and write as before.
        guard !actionTabSlots.isEmpty else { return }
        let slots = actionTabSlots.map { Slot(tab: $0.key, slot: $0.value) }
            .sorted { ($0.slot, String(describing: $0.tab)) < ($1.slot, String(describing: $1.tab)) }
        try container.encode(slots, forKey: .actionTabSlots)
    }
}
