public import ExampleApp
public import ModularNavigation
import ModularNavigationTesting

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
    public internal(set) var app: ExampleApp
    /// Whether `quit` was typed.
    public private(set) var isFinished = false
    let dependencies: AppDependencies
    private var saved: Data?
    var eventsShown = 0
    /// The app's windows, once a `window` command asked for them.
    var windows: ExampleWindows?
    /// Actions still waiting for a flow they presented to hand back a value.
    private var running: [NavigationWork<Void>] = []
    /// The states this session went through, the map it saw, and the log it records.
    let travel = DemoTimeTravel()
    /// The user's hands on each app drawn so far (one per window), by its navigator.
    private var hands: [ObjectIdentifier: any DemoHands] = [:]
    /// Makes the hands on an app, drawing its navigator.
    private let makeHands: @MainActor (Navigator<AppRoute, AppTab>) -> any DemoHands

    /// Starts the app fresh, or cold with a link, as a tap on a link launches it.
    ///
    /// - Parameters:
    ///   - url: The link the app is launched with; it opens when the demo first draws.
    ///   - dependencies: The feature modules' data.
    ///   - hands: Makes the user's hands on an app, drawing its navigator; by default a
    ///     headless host that draws as the SwiftUI adapter does.
    public init(
        opening url: String? = nil, dependencies: AppDependencies = AppDependencies(),
        hands: (@MainActor (Navigator<AppRoute, AppTab>) -> any DemoHands)? = nil
    ) {
        self.dependencies = dependencies
        self.makeHands = hands ?? { HostHands(drawing: $0) }
        self.app = ExampleApp(dependencies: dependencies)
        travel.attach(app.navigator)
        guard let url else { return }
        // Before the first screen is drawn the UI is not attached, so the link is queued.
        do {
            launchNote = Self.describe(try app.open(url), of: url)
        } catch {
            launchNote = "Cannot open \(url): \(error)"
        }
    }

    /// What became of the link the demo was launched with, if any.
    public private(set) var launchNote: String?

    /// The tree and actions of the current state.
    ///
    /// Drawing is what attaches the UI: the first time the demo draws an app, a link
    /// that arrived before (a cold start) is applied.
    public func screen() -> String {
        app.navigator.attachUI()
        return TreeRenderer(app: app).render()
    }

    /// The screen once every running action has finished or waits for a flow: an
    /// action that a swipe or a pick resumed has updated its screen before it is drawn.
    func settledScreen() async -> String {
        for work in running { await work.settled() }
        running.removeAll { $0.isFinished }
        return screen()
    }

    /// The user's hands on the app on screen, drawing it from now on.
    public func currentHands() -> any DemoHands {
        let key = ObjectIdentifier(app.navigator)
        if let drawn = hands[key] { return drawn }
        let made = makeHands(app.navigator)
        hands[key] = made
        return made
    }

    /// Makes one of the user's gestures on the app on screen, through the hands that draw
    /// it, so the gesture means and may do what it does in the app; `false` when the
    /// control is out of reach.
    func userGesture(_ gesture: (any DemoHands) -> Bool) -> Bool {
        let hands = currentHands()
        hands.settle()
        defer { hands.settle() }
        return gesture(hands)
    }

    /// Handles one line, and answers it.
    public func handle(_ line: String) async -> String? {
        guard let parsed = DemoCommand.parse(line) else { return nil }
        switch parsed {
        case .failure(let error): return error.description
        case .success(let command): return await runRemembering(command)
        }
    }

    func run(_ command: DemoCommand) async -> String {
        switch command {
        case .action(let number):
            if let dialog = app.navigator.state.dialog {
                return "The \(dialog.style) \"\(dialog.title)\" takes every tap; answer it with choose N."
            }
            let screen = app.topDemoScreen
            guard let model = screen, model.actions.indices.contains(number - 1) else {
                let count = screen?.actions.count ?? 0
                return count == 0 ? "This screen has no actions." : "No action \(number) here; pick 1 to \(count)."
            }
            let action = model.actions[number - 1]
            running.append(await app.navigator.start { await action.perform() })
            return await settledScreen()
        case .back:
            let state = app.navigator.state
            // A collapsed split view's back button, the app's or the selected tab's: from
            // the detail root to the list it came from, and from a content list to the sidebar.
            let split = state.split ?? state.selectedTab.flatMap(state.split(in:))
            if split != nil, !state.canPop, state.presentations.isEmpty, state.aboveTabs == nil,
                userGesture({ $0.tapCollapsedBack() })
            {
                return await settledScreen()
            }
            if !state.canPop, state.topLocation == .aboveTabs {
                // The back button on the root of the stack above the tabs: the tabs again.
                return userGesture { $0.tapAboveTabsBack() } ? await settledScreen() : "That changes nothing here."
            }
            guard app.navigator.state.canPop else {
                return "Nothing to go back to on this stack; close dismisses a sheet."
            }
            return userGesture { $0.swipeBack() } ? await settledScreen() : "That changes nothing here."
        case .close:
            guard let top = app.navigator.state.presentations.last else { return "Nothing is presented." }
            guard top.style != .fullScreenCover else {
                return "A full-screen cover cannot be swiped away; use its own actions."
            }
            if case .popover = top.style {
                return userGesture { $0.tapOutsidePopover() } ? await settledScreen() : "This popover stays up."
            }
            return userGesture { $0.swipeDownSheet() } ? await settledScreen() : "This sheet cannot be swiped away."
        case .choose(let number):
            return await choose(number)
        case .tab(let name):
            guard let tab = AppTab(rawValue: name.lowercased()) else {
                return "No tab named '\(name)'; the tabs are \(ExampleTabs.names)."
            }
            guard !app.navigator.state.presentations.contains(where: { $0.style == .fullScreenCover }) else {
                return "The tab bar is hidden under the full-screen cover; close the cover first."
            }
            guard app.navigator.state.aboveTabs == nil else {
                return "The tab bar is hidden under the stack above the tabs; go back from it first."
            }
            return userGesture { $0.tapTab(tab) } ? await settledScreen() : "That changes nothing here."
        case .layout(let name):
            guard let layout = DemoLayouts.layout(named: name) else {
                return "No layout named '\(name)'; the layouts are \(DemoLayouts.names)."
            }
            app.navigator.replaceState(layout.initialState)
            return await settledScreen()
        case .borrow(let book):
            // The Library's share link for borrowing a book: the checkout above the tabs.
            return await run(.open("navdemo://library/borrow/\(book)"))
        case .open(let url):
            if windows != nil { return openInWindows(url) }
            do {
                let outcome = try app.open(url)
                return "\(Self.describe(outcome, of: url))\n" + (await settledScreen())
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
            // The relaunched app runs in the layout this one is in: a state saved in
            // another layout comes back adapted to it.
            let layout = ExampleLayout(of: app.navigator.state) ?? .tabs
            let (relaunched, result) = ExampleApp.launch(restoring: saved, layout: layout, dependencies: dependencies)
            app = relaunched
            hands = [:]
            travel.attach(relaunched.navigator)
            // A relaunch from one window's archive comes back as one window.
            windows = nil
            eventsShown = 0
            running.removeAll()
            let savedLayout = ExampleLayout(of: result.state) ?? layout
            let adapted =
                savedLayout == layout
                ? ""
                : " It was saved in the \(DemoLayouts.name(of: savedLayout)) layout; the app runs in "
                    + "\(DemoLayouts.name(of: layout))."
            return "Relaunched from the saved state (\(result.outcome)).\(adapted)\n" + screen()
        case .events:
            let lines = app.analytics.lines.dropFirst(eventsShown)
            eventsShown = app.analytics.lines.count
            return lines.isEmpty ? "No new events." : lines.joined(separator: "\n")
        case .window(let command):
            return window(command)
        case .record(let file):
            return record(to: file)
        case .replay(let file):
            return await replay(file)
        case .undo:
            return await undo()
        case .map:
            return routeMap()
        case .help:
            return DemoHelp.text
        case .quit:
            isFinished = true
            return "Bye."
        }
    }

    /// One line about what became of a link that could be read.
    static func describe(_ outcome: DeepLinkOutcome, of url: String) -> String {
        switch outcome {
        case .opened: "Opened \(url)"
        case .failed(let error): "Cannot open \(url): \(error)"
        case .queued: "Queued \(url) until the app is on screen"
        case .redirected: "\(url) waits: a guard showed something else first"
        case .cancelled: "A guard cancelled \(url)"
        }
    }

    /// Taps a button of the open dialog, then lets the screen that awaited the answer act on it.
    private func choose(_ number: Int) async -> String {
        guard let dialog = app.navigator.state.dialog else { return "No alert or dialog is open." }
        guard dialog.buttons.indices.contains(number - 1) else {
            return "No button \(number) here; pick 1 to \(dialog.buttons.count)."
        }
        app.navigator.perform(.chooseDialogButton(at: number - 1))
        return await settledScreen()
    }
}
