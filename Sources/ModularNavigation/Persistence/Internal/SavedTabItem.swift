/// A saved tab and its stack; `tab` is `nil` when it does not decode as a tab of the app.
struct SavedTabItem<Route: Hashable & Sendable & Decodable, Tab: Decodable>: Decodable {
    var tab: Tab?
    var stack: SavedStack<Route>

    init(tab: Tab?, stack: SavedStack<Route>) {
        self.tab = tab
        self.stack = stack
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(tab: nil, stack: SavedStack(corruptAt: 0))
            return
        }
        self.init(
            tab: try? container.decode(Tab.self, forKey: .tab),
            stack: (try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0)
        )
    }
}
