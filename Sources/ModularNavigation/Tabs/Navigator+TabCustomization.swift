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
        let shown = customization.shown(offered: offered, sections: sections)
        guard !shown.isEmpty else { return }
        let offeredSet = Set(offered)
        for tab in current where offeredSet.contains(tab) && !shown.contains(tab) {
            removeTab(tab)
        }
        let kept = state.tabs?.order ?? []
        for tab in shown where !kept.contains(tab) {
            insertTab(tab, root: root(tab))
        }
        // The shown tabs in the user's order; tabs the app does not offer keep their places.
        var target = state.tabs?.order ?? []
        var next = shown.filter(target.contains).makeIterator()
        for index in target.indices where offeredSet.contains(target[index]) {
            if let tab = next.next() { target[index] = tab }
        }
        if target != state.tabs?.order { reorderTabs(target) }
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
        let order = tabOrder
        let hidden = Set(offered.filter { !order.contains($0) })
        var orders: [String: [Tab]] = [:]
        for section in sections {
            let members = offered.filter(section.tabs.contains)
            // Hidden tabs keep the app's place after the shown ones.
            orders[section.id] = order.filter(members.contains) + members.filter(hidden.contains)
        }
        return NavigationTabCustomization(hidden: hidden, sectionOrders: orders)
    }

    /// The groups of the tab bar drawn in sections: the navigator's tabs in its order,
    /// then the offered tabs the user hid, so that iPad's sidebar can show them again.
    ///
    /// Observed with ``tabOrder``; see ``NavigationTabSection/groups(of:in:)``.
    ///
    /// - Parameters:
    ///   - offered: Every tab the app offers, in its own order.
    ///   - sections: The app's sections.
    public func tabGroups(offered: [Tab], sections: [NavigationTabSection<Tab>]) -> [NavigationTabGroup<Tab>] {
        let order = tabOrder
        return NavigationTabSection.groups(of: order + offered.filter { !order.contains($0) }, in: sections)
    }
}
