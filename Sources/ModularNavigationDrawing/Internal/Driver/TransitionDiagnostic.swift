package import ModularNavigation

/// Something a ``TransitionDriver`` noticed that it survives but that should not happen;
/// the SwiftUI adapter logs these in debug builds, and the headless host records them.
package enum TransitionDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A step ended through the fallback because the UI never reported it: the screen
    /// may not show what the navigator believes (a sheet presented before the window
    /// existed, say).
    case signalTimedOut(awaiting: TransitionSignal)
    /// SwiftUI wrote a path that is not a prefix of the drawn one (a feature pushing with
    /// `NavigationLink(destination:)` or its own `NavigationStack`); it was ignored.
    case pathWriteIgnored(written: [EntryID], drawn: [EntryID])
    /// A second driver started drawing a navigator that another driver draws: one
    /// navigator per scene, or a back swipe in one window pops the other.
    case navigatorDrawnTwice
    /// A `NavigationLink(value:)` appended a value that is neither the navigator's route
    /// nor a ``NavigationLinkValue`` holding one; nothing was pushed.
    case linkValueUnknown(type: String)

    package var description: String {
        switch self {
        case .signalTimedOut(let signal): "no \(signal) within the fallback bound; the step ended without it"
        case .pathWriteIgnored(let written, let drawn): "ignored a path write \(written) over the drawn path \(drawn)"
        case .navigatorDrawnTwice: "a navigator is drawn by two views; create one navigator per scene"
        case .linkValueUnknown(let type):
            "a NavigationLink appended a \(type), which is not the navigator's route; use client.link(to:)"
        }
    }
}
