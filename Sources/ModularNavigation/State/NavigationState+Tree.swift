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
    /// A layer presented over the whole app prints its placement after its style
    /// (`sheet (over the app)`), nested where the chain hangs; the flow minimized to an
    /// overlay prints last, as `minimized` and its style, with its screens.
    ///
    /// A split view prints its columns: the sidebar with its selection, the content
    /// selection if any, and the detail stack; inside a tab, nested under the tab.
    ///
    /// ```text
    /// tab library (selected)
    ///   sidebar (selected: shelf)
    ///     #1 shelves
    ///   detail
    ///     #4 shelf
    ///     #5 book(1)
    /// ```
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
                if let split = item.split {
                    appendSplit(split, withPresentations: selected && tabs.above == nil, indent: "  ", to: &lines)
                } else {
                    appendStack(item.stack, withPresentations: selected && tabs.above == nil, to: &lines)
                }
            }
            if let above = tabs.above {
                lines.append("above tabs")
                appendStack(above, withPresentations: true, to: &lines)
            }
        case .split(let split):
            appendSplit(split, withPresentations: true, indent: "", to: &lines)
        }
        if let minimized {
            lines.append("minimized \(minimized.style)")
            appendEntries(of: minimized.stack, indent: "  ", to: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// Nesting deeper than this is not indented further, so that the printout of a state
    /// grows with its screens, not with the square of its depth; deeper layers name their
    /// level instead.
    static var deepestIndentedLevel: Int { 8 }

    /// Appends a split view's columns, each heading at `indent`; the presentations hang
    /// off the detail, or the sidebar while there is none, when it carries them.
    private func appendSplit(
        _ split: NavigationSplit<Route>,
        withPresentations: Bool,
        indent: String,
        to lines: inout [String]
    ) {
        let selection = split.selection.map { " (selected: \(String(navigationDescribing: $0)))" } ?? ""
        lines.append(indent + "sidebar" + selection)
        appendStack(
            split.sidebar, withPresentations: withPresentations && split.detail == nil, indent: indent + "  ",
            to: &lines)
        if let content = split.contentSelection {
            lines.append(indent + "content (selected: \(String(navigationDescribing: content)))")
        }
        if let detail = split.detail {
            lines.append(indent + "detail")
            appendStack(detail, withPresentations: withPresentations, indent: indent + "  ", to: &lines)
        }
    }

    /// Appends a base stack's screens and, when it carries them, the presentation chain
    /// over it, each layer nested under the one it covers.
    private func appendStack(
        _ stack: NavigationStackState<Route>,
        withPresentations: Bool,
        indent stackIndent: String = "  ",
        to lines: inout [String]
    ) {
        appendEntries(of: stack, indent: stackIndent, to: &lines)
        guard withPresentations else { return }
        var indent = stackIndent
        for (index, presentation) in presentations.enumerated() {
            let level = index + 1
            let placement = presentation.placement == .overApp ? " (over the app)" : ""
            if level <= Self.deepestIndentedLevel {
                lines.append("\(indent)\(presentation.style)\(placement)")
                indent += "  "
            } else {
                lines.append("\(indent)\(presentation.style)\(placement) (level \(level))")
            }
            appendEntries(of: presentation.stack, indent: indent, to: &lines)
        }
        if let dialog { appendDialog(dialog, indent: indent, to: &lines) }
    }

    /// Appends the open dialog over the visible stack, its buttons numbered from 1.
    private func appendDialog(_ dialog: PresentedDialog, indent: String, to lines: inout [String]) {
        let message = dialog.message.map { " \"\($0)\"" } ?? ""
        let opening = "!\(dialog.id.rawValue)"
        lines.append("\(indent)\(dialog.style) \(opening) \"\(dialog.title)\"\(message) for \(dialog.screen)")
        for (index, button) in dialog.buttons.enumerated() {
            let role = button.role.map { " (\($0))" } ?? ""
            let answer = button.action.map { "\($0)" } ?? "cancelled"
            lines.append("\(indent)  \(index + 1). \(button.label)\(role) -> \(answer)")
        }
    }

    private func appendEntries(of stack: NavigationStackState<Route>, indent: String, to lines: inout [String]) {
        lines.append("\(indent)\(stack.root.id) \(String(navigationDescribing: stack.root.route))")
        for entry in stack.path {
            lines.append("\(indent)\(entry.id) \(String(navigationDescribing: entry.route))")
        }
    }
}
