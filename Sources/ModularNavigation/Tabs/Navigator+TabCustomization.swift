extension Navigator {
    /// Edits the tabs to show the user's customized tab bar: each hidden tab removed with
    /// its stack, each shown one that was missing inserted at its root, then the order.
    ///
    /// Each edit is the navigator's own tab editing (``removeTab(_:)``,
    /// ``insertTab(_:root:at:)``, ``reorderTabs(_:)``), through guards and events, so every
    /// kept tab keeps its stack and screens. A customization that would hide every tab
    /// changes nothing (a navigator keeps one tab at least). Offered tabs that the
    /// navigator holds beyond `offered` are left alone.
    ///
    /// ```swift
    /// navigator.customizeTabs(mine, offered: AppTab.allCases, sections: sections) { AppRoute.root(of: $0) }
    /// ```
    ///
    /// - Parameters:
    ///   - customization: The user's hidden tabs and section orders.
    ///   - offered: Every tab the app offers, in its own order.
    ///   - sections: The app's sections of those tabs.
    ///   - root: The root screen of a tab that comes back.
    public func customizeTabs(
        _ customization: NavigationTabCustomization<Tab>,
        offered: [Tab],
        sections: [NavigationTabSection<Tab>] = [],
        root: (Tab) -> Route
    ) {
        guard let current = state.tabs?.order else { return }
        actionTabSlots.merge(customization.actionTabSlots) { _, users in users }
        // An action tab has no stack: hiding it or showing it again only changes the bar.
        let actions = Set(offered.filter { tabAction(for: $0) != nil })
        let shown = customization.shown(offered: offered, sections: sections)
        guard shown.contains(where: { !actions.contains($0) }) else { return }
        let offeredSet = Set(offered)
        for tab in current where offeredSet.contains(tab) && !shown.contains(tab) {
            removeTab(tab)
        }
        let kept = state.tabs?.order ?? []
        for tab in shown where !kept.contains(tab) && !actions.contains(tab) {
            insertTab(tab, root: root(tab))
        }
        let hidden = hiddenActionTabs.subtracting(offeredSet).union(actions.subtracting(shown))
        // The shown tabs in the user's order; tabs the app does not offer keep their places.
        var target = tabBarOrder(holding: state.tabs?.order ?? [], hiding: hidden)
        var next = shown.filter(target.contains).makeIterator()
        for index in target.indices where offeredSet.contains(target[index]) {
            if let tab = next.next() { target[index] = tab }
        }
        // The action tabs hidden now are what the bar and the read-back below leave out.
        savedTabCustomization = NavigationTabCustomization(hidden: hidden)
        if target != tabBarOrder { reorderTabs(target) }
        // What the tabs now show is what the archive saves.
        savedTabCustomization = tabCustomization(offered: offered, sections: sections)
    }

    /// The customization the navigator's tabs show: the offered tabs it does not hold are
    /// hidden, and each section's order is the order of its tabs in the tab bar.
    ///
    /// The reverse of ``customizeTabs(_:offered:sections:root:)``: what it applied, read
    /// back, shows the same tabs in the same order. The navigator's archive saves the last
    /// one applied (``savedTabCustomization``). Observed with ``tabOrder``.
    ///
    /// - Parameters:
    ///   - offered: Every tab the app offers, in its own order.
    ///   - sections: The app's sections of those tabs.
    public func tabCustomization(
        offered: [Tab], sections: [NavigationTabSection<Tab>] = []
    ) -> NavigationTabCustomization<Tab> {
        let order = tabBarOrder
        let hidden = Set(offered.filter { !order.contains($0) })
        var orders: [String: [Tab]] = [:]
        for section in sections {
            let members = offered.filter(section.tabs.contains)
            // Hidden tabs keep the app's place after the shown ones.
            orders[section.id] = order.filter(members.contains) + members.filter(hidden.contains)
        }
        var slots: [Tab: Int] = [:]
        for (slot, tab) in order.enumerated() where tabAction(for: tab) != nil { slots[tab] = slot }
        return NavigationTabCustomization(hidden: hidden, sectionOrders: orders, actionTabSlots: slots)
    }

    /// The groups of the tab bar drawn in sections: the tab bar's items in its order
    /// (``tabBarOrder``), then the offered tabs the user hid, so that iPad's sidebar can show them again.
    ///
    /// Observed with ``tabOrder``; see ``NavigationTabSection/groups(of:in:)``.
    ///
    /// - Parameters:
    ///   - offered: Every tab the app offers, in its own order.
    ///   - sections: The app's sections.
    public func tabGroups(offered: [Tab], sections: [NavigationTabSection<Tab>]) -> [NavigationTabGroup<Tab>] {
        let order = tabBarOrder
        return NavigationTabSection.groups(of: order + offered.filter { !order.contains($0) }, in: sections)
    }
}
