public import ExampleApp
import ExampleInterfaces
import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One run of the terminal demo: the example app, and the commands typed into it.
///
/// Every command answers with text. Commands that can change navigation answer with
/// the tree and the top screen's actions; bad commands answer with one line and change
/// nothing.
@MainActor
public final class DemoSession {
    /// The app the demo drives; a `restore` replaces it, as a relaunch would.
    public private(set) var app: ExampleApp
    /// Whether `quit` was typed.
    public private(set) var isFinished = false
    private let dependencies: AppDependencies
    private var saved: Data?
    private var eventsShown = 0
    /// Actions still waiting for a flow they presented to hand back a value.
    private var running: [Task<Void, Never>] = []

    /// Starts the app fresh.
    public init(dependencies: AppDependencies = AppDependencies()) {
        self.dependencies = dependencies
        self.app = ExampleApp(dependencies: dependencies)
    }

    /// The tree and actions of the current state.
    ///
    /// Drawing is what attaches the UI: the first time the demo draws an app, a link
    /// that arrived before (a cold start) is applied.
    public func screen() -> String {
        app.navigator.attachUI()
        return TreeRenderer(app: app).render()
    }

    /// Handles one line, and answers it.
    public func handle(_ line: String) async -> String? {
        guard let parsed = DemoCommand.parse(line) else { return nil }
        switch parsed {
        case .failure(let error): return error.description
        case .success(let command): return await run(command)
        }
    }

    private func run(_ command: DemoCommand) async -> String {
        switch command {
        case .action(let number):
            guard let model = app.topModel, model.actions.indices.contains(number - 1) else {
                let count = app.topModel?.actions.count ?? 0
                return count == 0 ? "This screen has no actions." : "No action \(number) here; pick 1 to \(count)."
            }
            let task = await app.perform(model.actions[number - 1])
            running.append(task)
            return screen()
        case .back:
            let state = app.navigator.state
            if !state.canPop, state.topLocation == .detail, let root = state.stack(at: .detail)?.root.id {
                // A collapsed split view's back button: from the detail root to the sidebar.
                app.navigator.perform(.dismiss(root))
                return screen()
            }
            guard state.canPop else { return "Nothing to go back to on this stack; close dismisses a sheet." }
            return gesture(.pathChanged(state.topStack.path.dropLast().map(\.id), at: state.topLocation))
        case .close:
            guard let top = app.navigator.state.presentations.last else { return "Nothing is presented." }
            return gesture(.layerDismissed(top.stack.root.id))
        case .tab(let name):
            guard let tab = AppTab(rawValue: name.lowercased()) else {
                return "No tab named '\(name)'; the tabs are \(ExampleTabs.names)."
            }
            return gesture(.tabTapped(tab))
        case .layout(let name):
            switch name.lowercased() {
            case "split": app.navigator.replaceState(ExampleApp.regularWidthState)
            case "tabs": app.navigator.replaceState(ExampleApp.initialState)
            default: return "No layout named '\(name)'; the layouts are split and tabs."
            }
            return screen()
        case .open(let url):
            do {
                let outcome = try app.open(url)
                return "\(Self.describe(outcome, of: url))\n" + screen()
            } catch {
                return "Cannot open \(url): \(error)"
            }
        case .save:
            do {
                let data = try app.save()
                saved = data
                return "Saved the navigation state (\(data.count) bytes)."
            } catch {
                return "Cannot save: \(error)"
            }
        case .restore:
            guard let saved else { return "Nothing saved yet; type save first." }
            // Only navigation is archived; the app's data (the drink log) lives on, as a
            // real app keeps it in its own store.
            let (relaunched, result) = ExampleApp.launch(restoring: saved, dependencies: dependencies)
            app = relaunched
            eventsShown = 0
            running.removeAll()
            return "Relaunched from the saved state (\(result.outcome)).\n" + screen()
        case .events:
            let lines = app.analytics.lines.dropFirst(eventsShown)
            eventsShown = app.analytics.lines.count
            return lines.isEmpty ? "No new events." : lines.joined(separator: "\n")
        case .help:
            return DemoHelp.text
        case .quit:
            isFinished = true
            return "Bye."
        }
    }

    /// One line about what became of a link that could be read.
    private static func describe(_ outcome: DeepLinkOutcome, of url: String) -> String {
        switch outcome {
        case .opened: "Opened \(url)"
        case .failed(let error): "Cannot open \(url): \(error)"
        case .queued: "Queued \(url) until the app is on screen"
        case .redirected: "\(url) waits: a guard showed something else first"
        case .cancelled: "A guard cancelled \(url)"
        }
    }

    /// Does what SwiftUI reports when the user acts through its own controls.
    private func gesture(_ gesture: UserGesture<AppTab>) -> String {
        let state = app.navigator.state
        guard let action = state.intent(for: gesture, drawn: state, policy: app.navigator.policy) else {
            return "That changes nothing here."
        }
        app.navigator.perform(action)
        return screen()
    }
}
