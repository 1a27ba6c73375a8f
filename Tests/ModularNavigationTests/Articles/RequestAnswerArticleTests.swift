import ModularNavigation
import ModularNavigationTesting
import Testing

/// A timeline module that asks for the composer, and an app that decides once that the
/// composer is one sheet of its kind, whoever asks and however.
private enum TimelineDestination: Hashable, Sendable {
    case feed
}

extension TimelineDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case compose
        case profile(Int)
    }
}

private enum AppRoute: Hashable, Sendable {
    case timeline(TimelineDestination)
    case composer
    case profile(Int)

    static func fromTimeline(_ request: TimelineDestination.Request) -> RequestAnswer<AppRoute> {
        switch request {
        case .compose: RequestAnswer(.composer, mode: .sheet(SheetOptions(id: "composer")))
        case .profile(let id): RequestAnswer(.profile(id))
        }
    }
}

@MainActor
@Suite("The app's answer to a request sets the mode")
struct RequestAnswerModeTests {
    @Test("an answer with a mode shows its route in that mode, whatever mode the module asked for")
    func answerSetsMode() {
        let navigator = Navigator(root: AppRoute.timeline(.feed))
        let timeline = navigator.rootClient.scope(AppRoute.timeline, answeringWith: AppRoute.fromTimeline)
        timeline.request(.compose, mode: .push)
        #expect(navigator.current.presentations.count == 1)
        #expect(navigator.topStack.top.route == .composer)

        // A second ask, in any mode, finds the one composer sheet rather than stacking another.
        let sheet = navigator.client(for: navigator.topStack.top.id).scope(
            AppRoute.timeline, answeringWith: AppRoute.fromTimeline)
        sheet.request(.compose, mode: .sheet())
        #expect(navigator.current.presentations.count == 1)
    }

    @Test("an answer without a mode keeps the module's mode")
    func answerKeepsModulesMode() {
        let navigator = Navigator(root: AppRoute.timeline(.feed))
        let timeline = navigator.rootClient.scope(AppRoute.timeline, answeringWith: AppRoute.fromTimeline)
        timeline.request(.profile(4), mode: .push)
        #expect(navigator.topStack.path.map(\.route) == [.profile(4)])
        #expect(navigator.current.presentations.isEmpty)
    }

    @Test("a request awaited for a result is shown in the answer's mode and finishes typed")
    func awaitedRequest() async {
        let navigator = Navigator(root: AppRoute.timeline(.feed))
        let timeline = navigator.rootClient.scope(AppRoute.timeline, answeringWith: AppRoute.fromTimeline)
        let composing = await navigator.start {
            await timeline.request(.compose, mode: .push, expecting: String.self)
        }
        #expect(navigator.current.presentations.count == 1)
        navigator.client(for: navigator.topStack.top.id).finish(with: "posted")
        #expect(await composing.value == .finished("posted"))
    }
}
