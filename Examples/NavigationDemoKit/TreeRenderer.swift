import ExampleApp
import ModularNavigation

/// Draws the app's navigation as text: tabs, stacks and presentations with each
/// screen's title, then the top screen's status and numbered actions, or the open
/// dialog's numbered buttons.
@MainActor
struct TreeRenderer {
    let app: ExampleApp

    func render() -> String {
        let state = app.navigator.state
        var lines: [String] = []
        if let tabs = state.tabs {
            for (index, item) in tabs.items.enumerated() {
                let selected = index == tabs.selectedIndex
                lines.append("tab \(item.tab.rawValue)" + (selected ? " (selected)" : ""))
                let presentationAt = selected && tabs.above == nil ? 0 : nil
                if let split = item.split {
                    // A tab's split view: its columns under the tab.
                    lines.append("  sidebar" + (split.selection.map { " (selected: \($0))" } ?? ""))
                    appendStack(
                        split.sidebar, presentationAt: split.detail == nil ? presentationAt : nil, indent: "    ",
                        state: state, to: &lines)
                    if let detail = split.detail {
                        lines.append("  detail")
                        appendStack(detail, presentationAt: presentationAt, indent: "    ", state: state, to: &lines)
                    }
                } else {
                    appendStack(item.stack, presentationAt: presentationAt, indent: "  ", state: state, to: &lines)
                }
            }
            if let above = tabs.above {
                // Drawn over the whole tab view, tab bar included.
                lines.append("above tabs (tab bar hidden)")
                appendStack(above, presentationAt: 0, indent: "  ", state: state, to: &lines)
            }
        } else if let split = state.split {
            let selection = split.selection.map { " (selected: \($0))" } ?? ""
            lines.append("sidebar" + selection)
            appendStack(
                split.sidebar, presentationAt: split.detail == nil ? 0 : nil, indent: "  ", state: state, to: &lines)
            lines += contentLines(split)
            if let detail = split.detail {
                lines.append("detail")
                appendStack(detail, presentationAt: 0, indent: "  ", state: state, to: &lines)
            }
        } else {
            lines.append("main")
            appendStack(state.baseStack, presentationAt: 0, indent: "  ", state: state, to: &lines)
        }
        lines.append(app.navigator.debugSummary)
        if let dialog = state.dialog {
            // An alert takes every tap: its buttons are all the user can do.
            lines += dialogLines(dialog)
        } else {
            lines += actionLines()
        }
        return lines.joined(separator: "\n")
    }

    private func appendStack(
        _ stack: NavigationStackState<AppRoute>,
        presentationAt index: Int?,
        indent: String,
        state: NavigationState<AppRoute, AppTab>,
        to lines: inout [String]
    ) {
        let top = app.showsContentList ? nil : state.topStack.top.id
        for entry in stack.entries {
            let title = app.demoScreen(for: entry.id)?.title ?? "\(entry.route)"
            lines.append("\(indent)\(entry.id) \(title)" + (entry.id == top ? "  <- top" : ""))
        }
        guard let index, state.presentations.indices.contains(index) else { return }
        let presentation = state.presentations[index]
        lines.append("\(indent)\(presentation.style)")
        appendStack(presentation.stack, presentationAt: index + 1, indent: indent + "  ", state: state, to: &lines)
    }

    /// The content column of three columns: its list while nothing is picked in it,
    /// then the picked item.
    private func contentLines(_ split: NavigationSplit<AppRoute>) -> [String] {
        guard split.hasContentColumn, split.selection != nil else { return [] }
        if let picked = split.contentSelection { return ["content (selected: \(picked))"] }
        let title = app.contentDemoScreen?.title ?? "list"
        return ["content: \(title)" + (app.showsContentList ? "  <- top" : "")]
    }

    private func dialogLines(_ dialog: PresentedDialog) -> [String] {
        var lines = ["\(dialog.style): \(dialog.title)" + (dialog.message.map { " — \($0)" } ?? "")]
        for (number, button) in dialog.buttons.enumerated() {
            lines.append("  choose \(number + 1). \(button.label)" + (button.role.map { " (\($0))" } ?? ""))
        }
        return lines
    }

    private func actionLines() -> [String] {
        guard let model = app.topDemoScreen else { return [] }
        var lines = ["\(model.title)" + (model.status.map { ": \($0)" } ?? "")]
        if model.actions.isEmpty {
            lines.append("  (no actions; try back or close)")
        }
        for (number, action) in model.actions.enumerated() {
            lines.append("  \(number + 1). \(action.title)")
        }
        return lines
    }
}
