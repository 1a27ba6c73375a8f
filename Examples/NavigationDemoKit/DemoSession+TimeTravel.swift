import ExampleApp
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the demo keeps to travel in time: the states the session went through, the
/// route map with what the session did, and the log it records.
@MainActor
final class DemoTimeTravel {
    /// The state before each command that changed navigation, oldest first.
    var history: [NavigationState<AppRoute, AppTab>] = []
    /// The example app's map, fed with this session's events.
    private(set) var coverage: NavigationCoverage?
    /// The log being recorded, and where it goes.
    var writer: NavigationLogWriter<AppRoute, AppTab>?
    var recording: (file: String, text: String)?

    /// Follows a new app's navigator; a relaunch starts the history and the recording over.
    func attach(_ navigator: Navigator<AppRoute, AppTab>) {
        history.removeAll()
        writer?.stop()
        writer = nil
        recording = nil
        coverage = try? NavigationCoverage(map: AppRouteMap.make())
        coverage?.attach(navigator)
    }

    /// Writes what was recorded so far to the recording's file.
    func save() -> String? {
        writer?.flush()
        guard let recording else { return nil }
        do {
            try Data(recording.text.utf8).write(to: URL(fileURLWithPath: recording.file))
            return nil
        } catch {
            return "Cannot write \(recording.file): \(error)"
        }
    }
}

extension DemoSession {
    /// Runs a command and remembers the state before it when it changed navigation.
    func runRemembering(_ command: DemoCommand) async -> String {
        let before = app.navigator.current
        let answer = await run(command)
        if command != .undo, app.navigator.current != before { travel.history.append(before) }
        if let problem = travel.save() { return answer + "\n" + problem }
        return answer
    }

    /// Starts recording the session to a file.
    func record(to file: String) -> String {
        travel.writer?.stop()
        travel.recording = (file, "")
        do {
            travel.writer = try NavigationLogWriter(app.navigator, schemaVersion: ExampleApp.schemaVersion) {
                [travel] line in travel.recording?.text += line
            }
        } catch {
            travel.recording = nil
            return "Cannot record: \(error)"
        }
        return "Recording navigation to \(file)."
    }

    /// Replays a recorded file into the app.
    func replay(_ file: String) async -> String {
        let text: String
        do {
            text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        } catch {
            return "Cannot read \(file): \(error)"
        }
        let log: NavigationLog<AppRoute, AppTab>
        do {
            log = try NavigationLog(
                jsonLines: text, schemaVersion: ExampleApp.schemaVersion, fallback: app.navigator.current)
        } catch {
            return "Cannot replay \(file): \(error)"
        }
        guard let divergence = NavigationReplay.replay(log, on: app.navigator) else {
            return "Replayed \(log.changes.count) changes from \(file); every tree matched.\n" + (await settledScreen())
        }
        return "\(divergence)\n" + (await settledScreen())
    }

    /// Goes back to the state before the last command that changed navigation.
    func undo() async -> String {
        guard let previous = travel.history.popLast() else { return "Nothing to undo in this session." }
        // Adopted as it was, identities included, so the earlier tree comes back exactly.
        app.navigator.perform(.adopt(previous))
        return await settledScreen()
    }

    /// The example app's route map as Mermaid, with what this session did, its findings,
    /// and how long building the map from the app's declarations takes.
    func routeMap() -> String {
        guard let map = travel.coverage?.map else { return "The example app's link table does not build." }
        let findings = map.findings
        // The issue promises "well under a second"; the example targets are not products
        // the Benchmarks package can import, so the demo times it where it builds it.
        let built = ContinuousClock().measure { _ = try? AppRouteMap.make() }
        return map.mermaid + "\n\nFindings (\(findings.count)):\n"
            + findings.map { "- \($0)" }.joined(separator: "\n")
            + "\n\nBuilt the example app's map in \(Self.milliseconds(built)) ms."
    }

    /// A duration in milliseconds, to two decimals.
    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) * 1e3 + Double(attoseconds) / 1e15) * 100).rounded() / 100
    }
}
