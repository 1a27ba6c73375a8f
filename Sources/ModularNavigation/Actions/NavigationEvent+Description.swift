#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NavigationEvent: CustomStringConvertible {
    /// The event on one line, for logs: screens by identity and readable route, routes
    /// and tabs without module prefixes, actions and states summed up on the same line.
    ///
    /// ```text
    /// pushed #5 detail(id: 7) onto tab assets
    /// presented #6 issues/picker as sheet at presented 1
    /// result delivered to #5
    /// refused pop to #4: screenGone(#4)
    /// ```
    public var description: String {
        switch self {
        case .pushed(let entry, let location): "pushed \(Self.text(entry)) onto \(location)"
        case .popped(let entries, let location):
            "popped \(entries.map(Self.text).joined(separator: ", ")) from \(location)"
        case .presented(let entry, let style, let location): "presented \(Self.text(entry)) as \(style) at \(location)"
        case .dismissed(let entry, let style, let location): "dismissed \(Self.text(entry)) (\(style)) at \(location)"
        case .detentSelected(let detent, let sheet, let location):
            "sheet \(Self.text(sheet)) at \(location) rests at \(detent)"
        case .stackReplaced(let location): "replaced the stack at \(location)"
        case .tabSelected(let tab, let previous): "selected tab \(Self.text(tab)) (was \(Self.text(previous)))"
        case .tabReselected(let tab): "reselected tab \(Self.text(tab))"
        case .tabInserted(let tab, let index, let root):
            "inserted tab \(Self.text(tab)) at \(index) with \(Self.text(root))"
        case .tabRemoved(let tab): "removed tab \(Self.text(tab))"
        case .tabsReordered(let order): "reordered tabs [\(order.map(Self.text).joined(separator: ", "))]"
        case .shownAboveTabs(let root): "showed \(Self.text(root)) above the tabs"
        case .dismissedAboveTabs(let root): "dismissed \(Self.text(root)) above the tabs"
        case .splitSelected(let selection, let content, let tab):
            "selected \(selection.map(Self.text) ?? "nothing") in the sidebar"
                + (content.map { ", \(Self.text($0)) in the content column" } ?? "")
                + (tab.map { " of tab \(Self.text($0))" } ?? "")
        case .stateReplaced: "replaced the state"
        case .refused(let action, let error): "refused \(action): \(Self.text(error))"
        case .staleCall(let action, let screen): "stale call from gone screen \(screen): \(action)"
        case .resultDelivered(let screen): "result delivered to \(screen)"
        case .resultCancelled(let screen): "result cancelled for \(screen)"
        case .resultUndelivered(let screen): "result from \(screen) undelivered; its flow was dismissed"
        case .resultRefused(let screen, let error): "result from \(screen) refused: \(Self.text(error))"
        case .clientTypeMismatch(let requested, let available, let screen):
            "client for \(requested) asked of \(screen), which has one for \(available)"
        case .requestUnanswered(let request, let screen):
            "request \(request) from \(screen) unanswered: no scope maps it to a screen"
        case .guardCancelled(let action, let source): "guard cancelled \(action) (\(Self.text(source)))"
        case .guardRedirected(let action, let redirect, let source):
            "guard redirected \(action) to \(redirect) (\(Self.text(source)))"
        case .redirectResumed(let action, _): "resumed \(action)"
        case .redirectAbandoned(let action, _): "abandoned \(action)"
        case .redirectLoop(let action, _): "redirect loop stopped at \(action)"
        case .deepLinkOpened(let url): "deep link opened \(url.absoluteString)"
        case .deepLinkFailed(let url, let error): "deep link failed \(url.absoluteString): \(Self.text(error))"
        case .deepLinkQueued(let url): "deep link queued \(url.absoluteString)"
        case .deepLinkReplaced(let old, let new): "deep link \(old.absoluteString) replaced by \(new.absoluteString)"
        case .restored(let outcome, let issues):
            "restored (\(outcome))" + (issues.isEmpty ? "" : ": \(issues.map(Self.text).joined(separator: ", "))")
        case .dialogPresented(let dialog): "presented \(dialog.style) \"\(dialog.title)\" over \(dialog.screen)"
        case .dialogQueued(let dialog): "queued \(dialog.style) \"\(dialog.title)\" for \(dialog.screen)"
        case .dialogChosen(let dialog, let button): "\(dialog.style) \"\(dialog.title)\" answered \(button.label)"
        case .dialogDismissed(let dialog): "dismissed \(dialog.style) \"\(dialog.title)\""
        }
    }

    private static func text(_ entry: NavigationEntry<Route>) -> String {
        "\(entry.id) \(String(navigationDescribing: entry.route))"
    }

    private static func text(_ value: some Any) -> String {
        String(navigationDescribing: value)
    }
}
