/// A saved presentation; `style` is `nil` when it does not decode.
struct SavedPresentation<Route: Hashable & Sendable & Decodable>: Decodable {
    var style: PresentationStyle?
    var stack: SavedStack<Route>

    init(style: PresentationStyle?, stack: SavedStack<Route>) {
        self.style = style
        self.stack = stack
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(style: nil, stack: SavedStack(corruptAt: 0))
            return
        }
        self.init(
            style: try? container.decode(PresentationStyle.self, forKey: .style),
            stack: (try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0)
        )
    }
}
