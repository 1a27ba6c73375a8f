extension NavigationTabs {
    /// A tab and what it shows: one stack, or a split view.
    public struct Item: Hashable, Sendable {
        /// What a tab holds.
        @usableFromInline
        enum Content: Hashable, Sendable {
            case stack(NavigationStackState<Route>)
            case split(NavigationSplit<Route>)

            /// Changes what the tab holds in place, moved out while the bodies run (see
            /// `NavigationState.Base.modify`): `stack` changes the tab's stack, in a split
            /// view its sidebar column (the stack at ``StackLocation/tab(_:)`` either way),
            /// then `split` changes the split view, if the tab holds one.
            @inlinable
            mutating func modify(
                stack changeStack: (inout NavigationStackState<Route>) -> Void = { _ in },
                split changeSplit: (inout NavigationSplit<Route>) -> Void = { _ in }
            ) {
                switch consume self {
                case .stack(var stack):
                    changeStack(&stack)
                    self = .stack(stack)
                case .split(var split):
                    changeStack(&split._sidebar)
                    changeSplit(&split)
                    self = .split(split)
                }
            }
        }

        /// The tab's identifier.
        public let tab: Tab
        @usableFromInline var content: Content

        /// The tab's stack, or in a tab that holds a split view its sidebar column: the
        /// stack at ``StackLocation/tab(_:)`` either way.
        @inlinable var _stack: NavigationStackState<Route> {
            switch content {
            case .stack(let stack): stack
            case .split(let split): split._sidebar
            }
        }

        /// Changes ``_stack`` in place.
        ///
        /// A method rather than a `_modify` accessor: the accessor was a coroutine that
        /// the optimizer kept out of line, and its frame, too large for the caller's
        /// buffer, was allocated on every push and pop.
        @inlinable
        mutating func modifyStack(_ body: (inout NavigationStackState<Route>) -> Void) {
            content.modify(stack: body)
        }

        /// The tab's own stack; in a tab that holds a split view, its sidebar column.
        @inlinable public var stack: NavigationStackState<Route> { _stack }

        /// The split view the tab holds, or `nil` for a tab with one stack.
        ///
        /// Mail and Files show one in a tab on iPad. Its sidebar column is ``stack``; its
        /// detail stack is at ``StackLocation/tabDetail(_:)``.
        @inlinable public var split: NavigationSplit<Route>? {
            if case .split(let split) = content { return split }
            return nil
        }

        @inlinable
        init(tab: Tab, stack: NavigationStackState<Route>) {
            self.tab = tab
            self.content = .stack(stack)
        }

        @inlinable
        init(tab: Tab, split: NavigationSplit<Route>) {
            self.tab = tab
            self.content = .split(split)
        }

        /// Where the tab's presentations hang while it is the base: its detail column
        /// while it shows one, else its stack (or sidebar).
        @inlinable
        var baseLocation: StackLocation<Tab> {
            if case .split(let split) = content, split._detail != nil { return .tabDetail(tab) }
            return .tab(tab)
        }

        /// Whether each of the tab's stacks shows its root: its stack, or its columns.
        @inlinable
        var isAtRoot: Bool {
            switch content {
            case .stack(let stack): stack._path.isEmpty
            case .split(let split): split._sidebar._path.isEmpty && (split._detail?._path.isEmpty ?? true)
            }
        }

        /// The tab's stacks' locations: its stack, or its sidebar and detail columns.
        @usableFromInline var locations: [StackLocation<Tab>] {
            var locations: [StackLocation<Tab>] = []
            appendLocations(to: &locations)
            return locations
        }

        /// Adds the tab's stacks' locations to a list, without a list of its own.
        @inlinable func appendLocations(to locations: inout [StackLocation<Tab>]) {
            locations.append(.tab(tab))
            if case .split(let split) = content, split._detail != nil { locations.append(.tabDetail(tab)) }
        }

        /// Every screen of the tab, its stack's or its columns', sidebar first.
        @usableFromInline var entries: [NavigationEntry<Route>] {
            switch content {
            case .stack(let stack): stack.entries
            case .split(let split): split._sidebar.entries + (split._detail?.entries ?? [])
            }
        }
    }
}

extension NavigationTabs.Item: Codable where Route: Codable, Tab: Codable {
    // A tab with a split view writes `split` where a tab with one stack writes `stack`,
    // so that tabs without one keep their bytes.
    private enum CodingKeys: String, CodingKey {
        case tab, stack, split
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tab = try container.decode(Tab.self, forKey: .tab)
        guard let split = try container.decodeIfPresent(NavigationSplit<Route>.self, forKey: .split) else {
            self.init(tab: tab, stack: try container.decode(NavigationStackState<Route>.self, forKey: .stack))
            return
        }
        guard !container.contains(.stack) else {
            throw DecodingError.dataCorruptedError(
                forKey: .stack, in: container, debugDescription: "A tab holds a stack and a split view.")
        }
        self.init(tab: tab, split: split)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tab, forKey: .tab)
        switch content {
        case .stack(let stack): try container.encode(stack, forKey: .stack)
        case .split(let split): try container.encode(split, forKey: .split)
        }
    }
}
