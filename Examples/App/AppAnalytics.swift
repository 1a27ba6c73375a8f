import Foundation
public import ModularNavigation

/// Analytics read from the navigator's events: screen views, tab changes and every
/// refusal, as one line each.
///
/// No module logs anything: every screen is seen here, because every change goes
/// through the navigator.
@MainActor
public final class AppAnalytics {
    /// Every line so far, oldest first.
    public private(set) var lines: [String] = []

    /// Starts listening to a navigator.
    public init(navigator: Navigator<AppRoute, AppTab>) {
        navigator.addEventObserver { [weak self] event in
            self?.record(Self.line(for: event))
        }
    }

    /// Adds a line that did not come from an event.
    public func record(_ line: String) {
        lines.append(line)
    }

    /// The line logged for an event.
    public static func line(for event: NavigationEvent<AppRoute, AppTab>) -> String {
        switch event {
        case .pushed(let entry, let location): "screen_view \(entry.route) (pushed on \(location))"
        case .presented(let entry, let style, _): "screen_view \(entry.route) (\(style))"
        case .popped(let entries, let location):
            "popped \(entries.map { "\($0.route)" }.joined(separator: ", ")) from \(location)"
        case .dismissed(let entry, _, _): "dismissed \(entry.route)"
        case .stackReplaced(let location): "stack replaced at \(location)"
        case .tabSelected(let tab, let previous): "tab \(tab) (was \(previous))"
        case .tabReselected(let tab): "tab \(tab) re-tapped"
        case .splitSelected(let selection, let content):
            "split selected \(selection.map { "\($0)" } ?? "nothing")" + (content.map { " > \($0)" } ?? "")
        case .stateReplaced: "state replaced"
        case .refused(let action, let error): "refused \(action): \(error)"
        case .staleCall(_, let screen): "stale call from \(screen)"
        case .resultDelivered(let screen): "result delivered to \(screen)"
        case .resultCancelled(let screen): "result cancelled for \(screen)"
        case .resultUndelivered(let screen): "result from \(screen) undelivered, its flow dismissed"
        case .resultRefused(let screen, let error): "result refused from \(screen): \(error)"
        case .clientTypeMismatch(let requested, let available, let screen):
            "client for \(requested) asked of \(screen), which has one for \(available)"
        case .guardCancelled(let action, _): "guard cancelled \(action)"
        case .guardRedirected(let action, let redirect, _): "guard redirected \(action) to \(redirect)"
        case .redirectResumed(let action, _): "resumed \(action)"
        case .redirectAbandoned(let action, _): "abandoned \(action)"
        case .redirectLoop(let action, _): "redirect loop stopped at \(action)"
        case .deepLinkOpened(let url): "deep link opened \(url.absoluteString)"
        case .deepLinkFailed(let url, let error): "deep link failed \(url.absoluteString): \(error)"
        case .deepLinkQueued(let url): "deep link queued \(url.absoluteString)"
        case .deepLinkReplaced(let old, let new): "deep link \(old.absoluteString) replaced by \(new.absoluteString)"
        case .restored(let outcome, let issues): "restored (\(outcome), \(issues.count) issues)"
        }
    }
}
