extension NavigationState {
    /// Every stack with its location, in ``locations`` order, read in one pass.
    ///
    /// Looking each stack up by its location walks the tab list once per tab, so a walk
    /// over every stack that way costs the square of the tabs.
    @inlinable
    func forEveryStack(_ body: (StackLocation<Tab>, NavigationStackState<Route>) -> Void) {
        switch _base {
        case .stack(let stack):
            body(.main, stack)
        case .tabs(let tabs):
            for item in tabs._items {
                body(.tab(item.tab), item._stack)
                if let detail = item.split?._detail { body(.tabDetail(item.tab), detail) }
            }
            if let above = tabs._above { body(.aboveTabs, above) }
        case .split(let split):
            body(.sidebar, split._sidebar)
            if let detail = split._detail { body(.detail, detail) }
        }
        for index in _presentations.indices { body(.presented(index + 1), _presentations[index]._stack) }
        if let minimized = _minimized { body(.minimized, minimized._stack) }
    }

    /// Changes every stack in place, in ``locations`` order, in one pass; see
    /// ``forEveryStack(_:)``.
    @inlinable
    mutating func modifyEveryStack(_ body: (StackLocation<Tab>, inout NavigationStackState<Route>) -> Void) {
        _base.modify(
            stack: { body(.main, &$0) },
            tabs: { tabs in
                for index in tabs._items.indices {
                    let tab = tabs._items[index].tab
                    tabs._items[index].content.modify(
                        stack: { body(.tab(tab), &$0) },
                        split: { Self.modify(&$0._detail) { body(.tabDetail(tab), &$0) } })
                }
                Self.modify(&tabs._above) { body(.aboveTabs, &$0) }
            },
            split: { split in
                body(.sidebar, &split._sidebar)
                Self.modify(&split._detail) { body(.detail, &$0) }
            })
        for index in _presentations.indices { body(.presented(index + 1), &_presentations[index]._stack) }
        modifyStack(at: .minimized) { body(.minimized, &$0) }
    }
}
