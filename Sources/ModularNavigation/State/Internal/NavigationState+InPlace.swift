// Reading a level and changing one part of a state in place: the core's own tools,
// which the drawing machine borrows to cut the states it draws.
extension NavigationState {
    /// The index in ``presentations`` of a presented level, or `nil` when the state has
    /// no layer there.
    ///
    /// Levels come from users and decoded data, so any `Int` must be safe here: levels
    /// start at 1, and the comparison is written so that no value can overflow.
    @inlinable
    package func presentationIndex(ofLevel level: Int) -> Int? {
        level >= 1 && level <= _presentations.count ? level - 1 : nil
    }

    /// Changes the stack at a location in place; does nothing where there is none.
    ///
    /// The stack is taken out of ``base`` while `body` runs, so that its storage is not
    /// shared with the enum's payload and grows in place instead of being copied: a push
    /// costs the same on a stack of ten screens as on one of ten thousand.
    @inlinable
    package mutating func modifyStack(
        at location: StackLocation<Tab>, _ body: (inout NavigationStackState<Route>) -> Void
    ) {
        switch location {
        case .main:
            _base.modify(stack: body)
        case .tab(let tab):
            modifyTabs { tabs in
                guard let index = tabs.index(of: tab) else { return }
                tabs._items[index].modifyStack(body)
            }
        case .sidebar:
            _base.modify(split: { body(&$0._sidebar) })
        case .detail:
            _base.modify(split: { Self.modify(&$0._detail, body) })
        case .presented(let level):
            guard let index = presentationIndex(ofLevel: level) else { return }
            body(&_presentations[index]._stack)
        case .aboveTabs:
            modifyTabs { Self.modify(&$0._above, body) }
        case .tabDetail(let tab):
            modifyTabs { tabs in
                guard let index = tabs.index(of: tab) else { return }
                tabs._items[index].content.modify(split: { Self.modify(&$0._detail, body) })
            }
        case .minimized:
            // Taken out while it changes, so that its stack is not shared and grows in place.
            guard var flow = _minimized else { return }
            _minimized = nil
            body(&flow._stack)
            _minimized = flow
        }
    }

    /// Changes a stack that may be absent in place; moved out while it changes, so that
    /// it is not copied.
    @inlinable
    static func modify(
        _ stack: inout NavigationStackState<Route>?,
        _ body: (inout NavigationStackState<Route>) -> Void
    ) {
        switch consume stack {
        case .some(var present):
            body(&present)
            stack = present
        case .none:
            stack = nil
        }
    }

    /// Changes a split view in place: a tab's, or the app's for `nil`; does nothing
    /// where there is none.
    @inlinable
    mutating func modifySplit(in tab: Tab?, _ body: (inout NavigationSplit<Route>) -> Void) {
        guard let tab else { return _base.modify(split: body) }
        modifyTabs { tabs in
            guard let index = tabs.index(of: tab) else { return }
            tabs._items[index].content.modify(split: body)
        }
    }

    /// Changes the tabs in place; does nothing without tabs.
    @inlinable
    package mutating func modifyTabs(_ body: (inout NavigationTabs<Route, Tab>) -> Void) {
        _base.modify(tabs: body)
    }
}
