import ModularNavigation
import Testing

/// What the presenter awaits when the path is taken.
enum WaitStart: String, CaseIterable, Sendable {
    /// The picker it showed in a sheet.
    case flow
    /// `.detail(1)`, which sign-in stands in for until it answers.
    case redirected
    /// The picker, which finished with 5 while "discard changes?" asks before it closes.
    case heldFinish
}

/// Every way what a wait hangs on can go, be superseded, or be answered.
enum WaitPath: String, CaseIterable, Sendable {
    case dismissTop, closeTop, dismissFlow, popBelowPresenter, popToRoot, tabRemoved, tabReselected, otherTabSelected
    case replaceState, adopt, restore, deepLink, windowClosed, presenterLeaves, taskCancelled, superseded
    case answered, rejected, guardCancelsResume, redirectLoop
    case finishAgain, finishWrongType, finishCovered, finishUnderAwaitedFlow, finishFromGoneScreen
}

/// How the presenter's wait stands after a path.
enum WaitEnding: Equatable, Sendable {
    case finished(Int)
    case cancelled
    /// Not ended: what it hangs on is still up.
    case waiting

    /// What the awaiting task gets.
    var result: NavigationResult<Int> {
        if case .finished(let value) = self { .finished(value) } else { .cancelled }
    }
}

/// One row of the table: a start and a path.
struct WaitCase: CustomTestStringConvertible, Sendable {
    let start: WaitStart
    let path: WaitPath
    var testDescription: String { "\(start.rawValue), \(path.rawValue)" }

    /// Every pair but those without meaning: a flow no guard put off has nothing to
    /// reject or to loop.
    static var all: [WaitCase] {
        WaitStart.allCases.flatMap { start in
            WaitPath.allCases.compactMap { path in
                start == .flow && (path == .rejected || path == .redirectLoop)
                    ? nil : WaitCase(start: start, path: path)
            }
        }
    }
}

/// The screens a row's expectations name, read once the wait started.
struct WaitIDs {
    let presenter: EntryID
    /// The first layer's root: the picker, or sign-in standing in for `.detail(1)`.
    let first: EntryID
    /// "Discard changes?" over the picker, while it holds the picker's finish.
    let confirm: EntryID?

    @MainActor
    init(_ start: WaitStart, _ fixture: WaitEndingFixture) throws {
        presenter = fixture.presenter
        first = try #require(fixture.firstLayer)
        confirm = start == .heldFinish ? fixture.navigator.state.presentations.last?.stack.root.id : nil
    }
}

extension WaitCase {
    typealias Event = NavigationEvent<TestRoute, TestTab>

    /// How the presenter's wait stands after the path, and the events that must report it.
    func expected(_ ids: WaitIDs) -> (WaitEnding, [Event]) {
        let p = ids.presenter
        let first = ids.first
        // The change a redirect holds: the presenter's sheet, or the picker's dismissal.
        let held: NavigationAction<TestRoute, TestTab> =
            start == .redirected ? .present(.detail(1), .sheet(WaitEndingFixture.flowSheet), from: p) : .dismiss(first)
        let source: NavigationSource = start == .redirected ? .client(p) : .client(first)
        let abandoned = Event.redirectAbandoned(held, source: source)
        let resumed = Event.redirectResumed(held, source: source)
        let cancelled = Event.resultCancelled(first)
        let delivered = Event.resultDelivered(to: p)
        let value = start == .heldFinish ? 5 : 7
        switch (path, start) {
        case (.dismissTop, .heldFinish), (.closeTop, .heldFinish), (.rejected, .heldFinish):
            return (.waiting, [abandoned])
        case (.dismissTop, _), (.closeTop, _), (.dismissFlow, .flow), (.dismissFlow, .redirected), (.rejected, _):
            return (.cancelled, start == .redirected ? [abandoned, cancelled] : [cancelled])
        case (.superseded, .redirected):
            // Sign-in is a cover: the sheet of the same id goes over it.
            return (.waiting, [])
        case (.dismissFlow, _), (.superseded, _), (.popBelowPresenter, _), (.popToRoot, _), (.tabRemoved, _),
            (.tabReselected, _), (.otherTabSelected, _), (.replaceState, _), (.adopt, _), (.restore, _),
            (.deepLink, _), (.windowClosed, _):
            return (.cancelled, start == .flow ? [cancelled] : [cancelled, abandoned])
        case (.presenterLeaves, _), (.taskCancelled, _):
            return (.cancelled, [cancelled])
        case (.answered, .flow), (.finishCovered, .flow), (.finishUnderAwaitedFlow, .flow):
            return (.finished(value), [delivered])
        case (.answered, _), (.finishCovered, _), (.finishUnderAwaitedFlow, _):
            return (.finished(value), [resumed, delivered])
        case (.finishAgain, .flow):
            return (.finished(value), [delivered, .resultRefused(from: first, .screenGone(first))])
        case (.finishAgain, .redirected):
            return (.finished(value), [resumed, .resultRefused(from: first, .screenGone(first)), delivered])
        case (.finishAgain, .heldFinish):
            return (.finished(value), [.resultRefused(from: first, .flowAlreadyFinishing), resumed, delivered])
        case (.guardCancelsResume, .redirected):
            return (.cancelled, [resumed, .guardCancelled(held, source: source), cancelled])
        case (.guardCancelsResume, _):
            let refused = Event.resultRefused(from: first, .flowNotDismissed)
            let kept = [Event.guardCancelled(held, source: source), refused]
            return (.waiting, start == .flow ? kept : [resumed] + kept)
        case (.redirectLoop, .redirected):
            return (.cancelled, [resumed, .redirectLoop(held, source: source), cancelled])
        case (.redirectLoop, _):
            return (.waiting, [resumed, .redirectLoop(held, source: source)])
        case (.finishWrongType, _):
            let finisher = ids.confirm ?? first
            let (expected, actual) = start == .flow ? ("Int", "String") : ("Bool", "Int")
            return (.waiting, [.resultRefused(from: finisher, .resultTypeMismatch(expected: expected, actual: actual))])
        case (.finishFromGoneScreen, _):
            return (.waiting, [])
        }
    }
}
