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

    /// The line logged for an event: a screen view for each screen shown, whatever the
    /// path to it (a push, a link, a tab, a pop back to it), and the navigator's own
    /// one-line description of everything else.
    public static func line(for event: NavigationEvent<AppRoute, AppTab>) -> String {
        switch event {
        case .screenShown(let entry, let location): "screen_view \(entry.route) (\(location))"
        default: event.description
        }
    }
}
