extension NavigationState: CustomStringConvertible {
    /// The state as a readable indented tree; see ``treeDescription``.
    public var description: String { treeDescription }

    /// The state as an indented tree: tabs, stacks, screens with their identities,
    /// presentations with their style, nested under the stack they cover, and the open
    /// dialog with its buttons numbered from 1.
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
    ///
    /// Routes and tabs print as `String(navigationDescribing:)` prints them:
    /// without module prefixes or single-value wrappers.
    ///
    /// A stack above the tabs prints after them, as `above tabs`, with the presentations
    /// over it.
    ///
    /// A split view prints its columns: the sidebar with its selection, the content
    /// selection if any, and the detail stack.
    public var treeDescription: String {
        var lines: [String] = []
        switch base {
        case .stack(let stack):
            lines.append("main")
            appendStack(stack, withPresentations: true, to: &lines)
        case .tabs(let tabs):
            for (index, item) in tabs.items.enumerated() {
                let selected = index == tabs.selectedIndex
                lines.append("tab \(String(navigationDescribing: item.tab))" + (selected ? " (selected)" : ""))
                appendStack(item.stack, withPresentations: selected && tabs.above == nil, to: &lines)
            }
            if let above = tabs.above {
                lines.append("above tabs")
                appendStack(above, withPresentations: true, to: &lines)
            }
        case .split(let split):
            lines.append("sidebar" + (split.selection.map { " (selected: \(String(navigationDescribing: $0)))" } ?? ""))
            appendStack(split.sidebar, withPresentations: split.detail == nil, to: &lines)
            if let content = split.contentSelection {
                lines.append("content (selected: \(String(navigationDescribing: content)))")
            }
            if let detail = split.detail {
                lines.append("detail")
                appendStack(detail, withPresentations: true, to: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Nesting deeper than this is not indented further, so that the printout of a state
    /// grows with its screens, not with the square of its depth; deeper layers name their
    /// level instead.
    static var deepestIndentedLevel: Int { 8 }

    /// Appends a base stack's screens and, when it carries them, the presentation chain
    /// over it, each layer nested under the one it covers.
    private func appendStack(
        _ stack: NavigationStackState<Route>,
        withPresentations: Bool,
        to lines: inout [String]
    ) {
        appendEntries(of: stack, indent: "  ", to: &lines)
        guard withPresentations else { return }
        var indent = "  "
        for (index, presentation) in presentations.enumerated() {
            let level = index + 1
            if level <= Self.deepestIndentedLevel {
                lines.append("\(indent)\(presentation.style)")
                indent += "  "
            } else {
                lines.append("\(indent)\(presentation.style) (level \(level))")
            }
            appendEntries(of: presentation.stack, indent: indent, to: &lines)
        }
        if let dialog { appendDialog(dialog, indent: indent, to: &lines) }
    }

    /// Appends the open dialog over the visible stack, its buttons numbered from 1.
    private func appendDialog(_ dialog: PresentedDialog, indent: String, to lines: inout [String]) {
        let message = dialog.message.map { " \"\($0)\"" } ?? ""
        lines.append("\(indent)\(dialog.style) \(dialog.id) \"\(dialog.title)\"\(message) for \(dialog.screen)")
        for (index, button) in dialog.buttons.enumerated() {
            let role = button.role.map { " (\($0))" } ?? ""
            lines.append("\(indent)  \(index + 1). \(button.label)\(role) -> \(button.action)")
        }
    }

    private func appendEntries(of stack: NavigationStackState<Route>, indent: String, to lines: inout [String]) {
        lines.append("\(indent)\(stack.root.id) \(String(navigationDescribing: stack.root.route))")
        for entry in stack.path {
            lines.append("\(indent)\(entry.id) \(String(navigationDescribing: entry.route))")
        }
    }
}
