#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import ModularNavigationDrawing
    import UIKit

    /// Tabs with UIKit: the controller each tab bar item shows, made for what the drawing
    /// says the tab draws (its stack, its split view, nothing for an action tab).
    extension ControllerBackend {
        func showTabBar(_ bar: ControllerTabBar<Tab>) {
            let contents = Dictionary(bar.items.map { ($0.tab, $0.content) }) { first, _ in first }
            // A removed tab's controllers go with it, as a tab's that holds another layout
            // now; a tab added again gets new ones.
            for (tab, root) in tabRoots where contents[tab] != root.content { forgetTab(tab) }
            let items = bar.items.map { item in (item, tabRoot(of: item)) }
            showTabs(items, bar.selected)
            forgetLeftScreens()
        }

        /// The controller a tab bar item shows, made on first use.
        private func tabRoot(of item: ControllerTabBar<Tab>.Item) -> UIViewController {
            if let root = tabRoots[item.tab] { return root.controller }
            let controller: UIViewController =
                switch item.content {
                case .stack: navigationController(at: .tab(item.tab))
                // It holds no screen: an action tab is never selected.
                case .action: UIViewController()
                case .split(let hasContentColumn):
                    NavigationSplitViewController(backend: self, tab: item.tab, threeColumns: hasContentColumn)
                }
            tabRoots[item.tab] = (item.content, controller)
            return controller
        }

        private func forgetTab(_ tab: Tab) {
            for location in [StackLocation<Tab>.tab(tab), .tabDetail(tab)] {
                stacks[location] = nil
                delegates[location] = nil
            }
            tabRoots[tab] = nil
            splits[tab] = nil
        }

        /// The tab whose controller in the tab bar this is.
        func tab(of controller: UIViewController) -> Tab? {
            tabRoots.first { $0.value.controller === controller }?.key
        }
    }
#endif
