/// A tab bar customization saved beside a state, as far as it could be read.
enum SavedTabCustomization<Tab: Hashable & Sendable & Decodable> {
    /// None was saved, as in archives from before it.
    case absent
    /// The field is there but is not a customization.
    case unreadable
    /// Read; `lossy` when a tab named in it did not decode and was left out.
    case read(NavigationTabCustomization<Tab>, lossy: Bool)

    /// Reads `tabCustomization` of an envelope: `hidden`, a list of tabs, and
    /// `sectionOrders`, an object of lists of tabs by section identifier.
    init(_ container: KeyedDecodingContainer<ArchiveKey>) {
        guard container.contains(.tabCustomization) else {
            self = .absent
            return
        }
        guard let body = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabCustomization),
            let hidden = try? body.decode([LenientTab<Tab>].self, forKey: .hidden),
            let orders = try? body.decodeIfPresent([String: [LenientTab<Tab>]].self, forKey: .sectionOrders) ?? [:],
            let slots = try? body.decodeIfPresent([LenientSlot<Tab>].self, forKey: .actionTabSlots) ?? []
        else {
            self = .unreadable
            return
        }
        var lossy = false
        func tabs(_ read: [LenientTab<Tab>]) -> [Tab] {
            let tabs = read.compactMap(\.tab)
            if tabs.count < read.count { lossy = true }
            return tabs
        }
        var slotted: [Tab: Int] = [:]
        for slot in slots {
            if let tab = slot.tab, let index = slot.slot, slotted.updateValue(index, forKey: tab) == nil { continue }
            lossy = true
        }
        let customization = NavigationTabCustomization(
            hidden: Set(tabs(hidden)), sectionOrders: orders.mapValues(tabs), actionTabSlots: slotted)
        self = .read(customization, lossy: lossy)
    }

    /// The tabs a restore leaves hidden instead of adding them from the fallback.
    var hidden: Set<Tab> {
        if case .read(let customization, _) = self { return customization.hidden }
        return []
    }
}

/// An action tab's saved slot, read without failing the list: a tab that does not
/// decode, or a slot that is not a number an `Int` holds, leaves `nil`.
struct LenientSlot<Tab: Decodable>: Decodable {
    let tab: Tab?
    let slot: Int?

    init(from decoder: any Decoder) {
        let container = try? decoder.container(keyedBy: ArchiveKey.self)
        tab = try? container?.decode(Tab.self, forKey: .tab)
        slot = try? container?.decode(Int.self, forKey: .slot)
    }
}

/// A tab that may not decode (a tab the app renamed), read without failing the list.
struct LenientTab<Tab: Decodable>: Decodable {
    let tab: Tab?

    init(from decoder: any Decoder) {
        tab = try? Tab(from: decoder)
    }
}

extension RestoreBuilder {
    /// The saved customization measured against the restored tabs.
    ///
    /// Reports what did not match: a tab the restored state holds is not hidden (the
    /// saved tabs win), and a tab that did not decode is left out. A hidden tab the
    /// fallback lacks stays hidden: an app may build its fallback from the tabs the user
    /// shows.
    mutating func settle(
        _ saved: SavedTabCustomization<Tab>, in state: State?
    ) -> NavigationTabCustomization<Tab>? {
        switch saved {
        case .absent:
            return nil
        case .unreadable:
            issues.append(.tabCustomizationUnreadable)
            return nil
        case .read(let customization, let lossy):
            guard let restored = state?.tabs?.order else {
                issues.append(.tabCustomizationRepaired)
                return nil
            }
            var repaired = customization
            repaired.hidden.subtract(restored)
            // A tab the restored state holds has a stack, and so no action tab's slot.
            for tab in restored { repaired.actionTabSlots[tab] = nil }
            if lossy || repaired != customization { issues.append(.tabCustomizationRepaired) }
            return repaired
        }
    }
}
