/// A saved presentation, as far as it could be read.
///
/// `style` is `nil` when it does not decode, or holds a number the state does not accept
/// (see ``PresentationStyle/hasFiniteNumbers``). An absent or unreadable placement is over
/// its presenter, as every layer was before placements.
struct SavedPresentation<Route: Hashable & Sendable & Decodable> {
    var style: PresentationStyle?
    var stack: SavedStack<Route>
    var placement: PresentationPlacement = .overPresenter
}

extension SavedPresentation {
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(style: nil, stack: .corrupt)
            return
        }
        let style = try? container.decode(PresentationStyle.self, forKey: .style)
        self.init(
            style: style.flatMap { $0.hasFiniteNumbers ? $0 : nil },
            stack: container.valueDecoder(forKey: .stack).map { SavedStack($0, routes: routes) } ?? .corrupt,
            placement: (try? container.decode(PresentationPlacement.self, forKey: .placement)) ?? .overPresenter
        )
    }
}

/// A saved tab and what it held; `tab` is `nil` when it does not decode as a tab of the
/// app.
struct SavedTabItem<Route: Hashable & Sendable & Decodable, Tab: Decodable> {
    /// What a saved tab held.
    enum Content {
        case stack(SavedStack<Route>)
        /// A split view; `nil` when its field is not an object.
        case split(SavedSplit<Route>?)
    }

    var tab: Tab?
    var content: Content
}

extension SavedTabItem {
    /// Reads `{"stack":STACK,"tab":TAB}`, or `{"split":SPLIT,"tab":TAB}` for a tab that
    /// held a split view.
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(tab: nil, content: .stack(.corrupt))
            return
        }
        let tab = try? container.decode(Tab.self, forKey: .tab)
        if container.contains(.split) {
            let split = container.valueDecoder(forKey: .split).flatMap { SavedSplit($0, routes: routes) }
            self.init(tab: tab, content: .split(split))
            return
        }
        let stack = container.valueDecoder(forKey: .stack).map { SavedStack($0, routes: routes) } ?? .corrupt
        self.init(tab: tab, content: .stack(stack))
    }
}
