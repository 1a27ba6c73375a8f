import ExampleApp
import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DemoSession {
    /// Runs a `window` command.
    ///
    /// The first one turns the app into windows: the app on screen becomes the first
    /// window, and the Library's shelf starts offering "open in new window". A window
    /// the app opens is shown at once and becomes the current one, as SwiftUI's
    /// `openWindow(value:)` brings it to the front.
    func window(_ command: DemoWindowCommand) -> String {
        let windows = windowsStarted()
        let ids = windows.windows.windowIDs
        switch command {
        case .list:
            return windowList() + "\n" + screen()
        case .new:
            _ = try? windows.windows.makeWindow(ExampleApp.initialState)
            if let id = windows.windows.windowIDs.last { show(id) }
            return windowList() + "\n" + screen()
        case .activate(let number):
            guard ids.indices.contains(number - 1) else { return "No window \(number); pick 1 to \(ids.count)." }
            show(ids[number - 1])
            return windowList() + "\n" + screen()
        case .close:
            guard ids.count > 1, let current = windows.windows.frontmostWindow else {
                return "The last window stays open; the demo has nowhere else to go."
            }
            try? windows.windows.closeWindow(current)
            if let next = windows.windows.frontmostWindow { show(next) }
            return windowList() + "\n" + screen()
        }
    }

    /// Opens a link in the window the app's rule picks (the one showing the link's tab, else
    /// the current one), which becomes the current one.
    func openInWindows(_ text: String) -> String {
        guard let windows, let url = URL(string: text) else {
            return "Cannot open \(text): \(DeepLinkError.malformedURL)"
        }
        let result = windows.windows.open(url)
        if let window = result.window { show(window) }
        return "\(Self.describe(result.outcome, of: text))\n" + windowList() + "\n" + screen()
    }

    /// The windows, started from the app on screen the first time.
    private func windowsStarted() -> ExampleWindows {
        if let windows { return windows }
        let windows = ExampleWindows(dependencies: dependencies)
        self.windows = windows
        windows.windows.showWindow = { [weak self] id in self?.show(id) }
        _ = try? windows.windows.makeWindow(app.navigator.state)
        if let first = windows.windows.windowIDs.first { show(first) }
        return windows
    }

    /// Makes a window the current one, as the user clicking into it would.
    private func show(_ id: NavigationWindowID) {
        guard let windows, let shown = windows.app(for: id) else { return }
        try? windows.windows.activateWindow(id)
        shown.navigator.attachUI()
        app = shown
        eventsShown = shown.analytics.lines.count
    }

    /// One line per window, by number, with the screen it shows; the current one starred.
    private func windowList() -> String {
        guard let windows else { return "" }
        let lines = windows.windows.windowIDs.enumerated().map { index, id in
            let current = id == windows.windows.frontmostWindow ? "*" : " "
            let top = windows.app(for: id).map { "\($0.navigator.state.topStack.top.route)" } ?? "?"
            return "\(current) window \(index + 1): \(top)"
        }
        return "Windows:\n" + lines.joined(separator: "\n")
    }
}
