extension NavigationAction: CustomStringConvertible {
    /// The action on one line, routes printed readably and a whole state summed up by
    /// its top screen, so that an event that carries an action stays one line.
    public var description: String {
        switch self {
        case .push(let route, let screen): "push \(Self.text(route))" + Self.from(screen)
        case .pop(let count): count == 1 ? "pop" : "pop \(count)"
        case .popTo(let screen): "pop to \(screen)"
        case .popToRoot: "pop to root"
        case .present(let route, let style, let screen): "present \(Self.text(route)) as \(style)" + Self.from(screen)
        case .selectDetent(let detent, let screen): "select detent \(detent)" + Self.from(screen)
        case .setRoot(let route, let screen): "set root \(Self.text(route))" + Self.from(screen)
        case .replaceStack(let location, let root, let path):
            "replace stack"
                + (location.map { " at \($0)" } ?? "")
                + (root.map { " root \(Self.text($0))" } ?? "")
                + " path [\(path.map(Self.text).joined(separator: ", "))]"
        case .dismissPresentation: "dismiss the top presentation"
        case .dismissAllPresentations: "dismiss all presentations"
        case .dismiss(let screen): "dismiss \(screen)"
        case .close(let screen): "close the flow of \(screen)"
        case .selectTab(let tab): "select tab \(Self.text(tab))"
        case .tapTab(let tab): "tap tab \(Self.text(tab))"
        case .insertTab(let tab, let root, let index):
            "insert tab \(Self.text(tab)) root \(Self.text(root))" + (index.map { " at \($0)" } ?? "")
        case .removeTab(let tab): "remove tab \(Self.text(tab))"
        case .reorderTabs(let order): "reorder tabs [\(order.map(Self.text).joined(separator: ", "))]"
        case .showAboveTabs(let route, let screen): "show \(Self.text(route)) above the tabs" + Self.from(screen)
        case .dismissAboveTabs: "dismiss the stack above the tabs"
        case .selectSidebar(let route, let tab):
            "select \(route.map(Self.text) ?? "nothing") in the sidebar" + Self.inTab(tab)
        case .selectContent(let route, let tab):
            "select \(route.map(Self.text) ?? "nothing") in the content column" + Self.inTab(tab)
        case .replaceState(let state): "replace state (\(state.oneLineSummary))"
        case .adopt(let state): "adopt state (\(state.oneLineSummary))"
        case .presentDialog(let dialog, let screen): "present \(dialog.style) \"\(dialog.title)\"" + Self.from(screen)
        case .chooseDialogButton(let index, let dialog):
            "choose button \(index + 1)" + (dialog.map { " of \($0)" } ?? " of the open dialog")
        case .dismissDialog(let dialog): "dismiss " + (dialog.map { "dialog \($0)" } ?? "the open dialog")
        }
    }

    private static func text(_ value: some Any) -> String {
        String(navigationDescribing: value)
    }

    private static func from(_ screen: EntryID?) -> String {
        screen.map { " from \($0)" } ?? ""
    }

    private static func inTab(_ tab: Tab?) -> String {
        tab.map { " of tab \(text($0))" } ?? ""
    }
}

extension NavigationState {
    /// The state in a few words: its top screen and how many layers are presented.
    fileprivate var oneLineSummary: String {
        let top = topStack.top
        let layers = presentations.count
        return "top \(top.id) \(String(navigationDescribing: top.route))"
            + (layers == 0 ? "" : ", \(layers) presented")
    }
}
