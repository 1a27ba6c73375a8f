extension NavigationState: CustomStringConvertible {
    /// The state as a readable indented tree; see ``treeDescription``.
    public var description: String { treeDescription }

    /// The state as an indented tree: tabs, stacks, screens with their identities, and
    /// presentations with their style, nested under the stack they cover.
    ///
    /// ```text
    /// tab home (selected)
    ///   #0 home
    ///   #3 detail(id: 7)
    ///   sheet [medium, large]
    ///     #4 settings
    /// tab library
    ///   #1 library
    /// ```
    public var treeDescription: String {
        var lines: [String] = []
        switch base {
        case .stack(let stack):
            lines.append("main")
            appendStack(stack, presentationsFrom: 0, indent: "  ", to: &lines)
        case .tabs(let tabs):
            for (index, item) in tabs.items.enumerated() {
                let selected = index == tabs.selectedIndex
                lines.append("tab \(item.tab)" + (selected ? " (selected)" : ""))
                appendStack(item.stack, presentationsFrom: selected ? 0 : nil, indent: "  ", to: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func appendStack(
        _ stack: NavigationStackState<Route>,
        presentationsFrom index: Int?,
        indent: String,
        to lines: inout [String]
    ) {
        for entry in stack.entries {
            lines.append("\(indent)\(entry.id) \(entry.route)")
        }
        guard let index, presentations.indices.contains(index) else { return }
        let presentation = presentations[index]
        lines.append("\(indent)\(presentation.style)")
        appendStack(presentation.stack, presentationsFrom: index + 1, indent: indent + "  ", to: &lines)
    }
}

extension PresentationStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fullScreenCover: "fullScreenCover"
        case .sheet(let options): options == SheetOptions() ? "sheet" : "sheet \(options)"
        }
    }
}

extension SheetOptions: CustomStringConvertible {
    public var description: String {
        var parts = detents.map(\.description)
        if dragIndicator != .automatic { parts.append("drag indicator \(dragIndicator.rawValue)") }
        if interactiveDismissDisabled { parts.append("no swipe to dismiss") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension SheetDetent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "\(fraction.formatted)"
        case .height(let height): "\(height.formatted)pt"
        }
    }
}

extension Double {
    /// `0.2` rather than `0.2000000001`-style noise, and `300` rather than `300.0`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
