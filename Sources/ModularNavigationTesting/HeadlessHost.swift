public import ModularNavigation
package import ModularNavigationDrawing

/// Plays SwiftUI's part against the adapter's driver, on any platform and without waiting.
///
/// The host draws a navigator the way `NavigationRootView` and `NavigationTabView` do:
/// it reads the same slots and bindings, keeps a tree of what is on screen, animates
/// pushes, pops, presentations and dismissals on its own clock, reports appearance and
/// dismissal signals in SwiftUI's order (late, reordered or lost as ``HostBehaviour``
/// says), and writes the bindings the way SwiftUI does when the user swipes back, swipes
/// a sheet down, uses `@Environment(\.dismiss)`, taps a `NavigationLink(value:)` or taps a
/// tab. What SwiftUI could not
/// draw in one update is recorded in ``failures``.
///
/// ```swift
/// let host = HeadlessHost(navigator: app.navigator)
/// host.tap { app.navigator.push(.detail(7)) }
/// host.swipeBack()
/// expectSettled(host)
/// ```
@MainActor
public final class HeadlessHost<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The navigator being drawn.
    public let navigator: Navigator<Route, Tab>
    /// How the host's stand-in for SwiftUI behaves.
    public let behaviour: HostBehaviour
    /// What is on screen: the stacks and layers the views draw, from the driver's slots.
    ///
    /// A layer animating out is no longer in it; see ``isAnimating``.
    public internal(set) var drawn: NavigationState<Route, Tab>
    /// What SwiftUI could not have drawn, or promises broken, in the order seen.
    public internal(set) var failures: [HostFailure] = []
    /// How many steps ended through the driver's fallback rather than a signal.
    public internal(set) var fallbacksFired = 0
    /// How many signals were lost on their way to the driver.
    public internal(set) var signalsLost = 0
    /// Why the last refused gesture was refused (see ``HostRefusal``).
    public internal(set) var lastRefusal: HostRefusal?
    /// The last refused gesture, as a failure message names it.
    var lastGesture: String?
    /// Where the test called the gesture running now.
    var calledFrom: CallerPlace?
    /// Whether a refused gesture records a test failure; on by default.
    ///
    /// So a tap lost to an animation is never silent. Turn it off for runs that throw
    /// random gestures at the host, or use ``refusal(_:)`` for one gesture a test
    /// expects to be refused.
    public var refusalsFailTests = true
    /// What the driver reported as surviving but wrong (a step ended by its fallback, a
    /// path write it ignored, a navigator drawn twice), as the adapter logs it in debug.
    public var diagnostics: [String] { log.entries }
    private let log = HostLog()

    /// The drawing machine the host carries out, for tests of its rules.
    package let driver: TransitionDriver<Route, Tab>
    let clock = HostClock()
    /// When the finger of an interactive gesture lifts; SwiftUI reports nothing before.
    var gestureEnd: Duration = .zero
    var random: HostRandom
    var scheduled: [Occurrence] = []
    /// Layers sliding away, whose content SwiftUI still draws until they are gone.
    var leavingLayers: [(level: Int, root: EntryID, end: Duration)] = []
    /// The stack above the tabs sliding away, whose content SwiftUI still draws until
    /// it is gone.
    var leavingAbove: (root: EntryID, end: Duration)?
    /// Screens popped off the visible stack, still sliding out.
    var leavingScreens: [(id: EntryID, end: Duration)] = []
    /// The path elements SwiftUI holds, read from the path bindings: what a
    /// `navigationDestination` builds a screen from, sliding out included.
    var heldElements: [EntryID: NavigationEntry<Route>] = [:]
    /// Screens the user's swipes took off the screen, which must not come back.
    var swipedAway: Set<EntryID> = []
    /// Popovers and inspectors whose content a cover hides: SwiftUI ran their content's
    /// `onDisappear` as the cover came up, and runs it no more when they leave under it.
    var hiddenByCover: Set<EntryID> = []
    /// The identity the base stack's view had when last drawn.
    var baseStackIdentity: StackLocation<Tab>?
    var animations: [Animation] = []
    private var sequence = 0
    /// The tabs in tab bar order as drawn: the app draws the navigator's order, which
    /// the user may edit.
    var tabOrder: [Tab] { driver.tabOrder }

    /// Something the host will do at a time: end an animation, deliver a signal, finish
    /// a gesture.
    struct Occurrence {
        let time: Duration
        let sequence: Int
        /// The signal this occurrence sends or leads to, so a screen torn down meanwhile
        /// can take its pending appearance with it.
        let signal: TransitionSignal?
        let run: @MainActor () -> Void
    }

    /// An animation on screen, until it ends.
    struct Animation {
        enum Kind: Equatable {
            case stack(StackLocation<Tab>)
            case presenting(level: Int)
            case dismissing(level: Int)
            /// An alert or confirmation dialog coming or going.
            case dialog
        }
        let kind: Kind
        let end: Duration
    }

    /// Draws a navigator, as the root view does when it first appears.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to draw.
    ///   - behaviour: How animations and signals behave.
    public init(navigator: Navigator<Route, Tab>, behaviour: HostBehaviour = HostBehaviour()) {
        self.navigator = navigator
        self.behaviour = behaviour
        self.random = HostRandom(seed: behaviour.seed)
        let log = log
        self.driver = TransitionDriver(navigator: navigator, timer: clock) { log.entries.append("\($0)") }
        driver.start()
        self.drawn = navigator.current
        drawn = read()
        hold(drawn)
        // After the driver's own observer, so each change is drawn once the driver planned it.
        navigator.addEventObserver { [weak self] _ in self?.render() }
        // The first screen's `viewDidAppear`, which attaches the UI: a link that
        // arrived at launch applies then.
        send(.appeared(drawn.baseStack.top.id))
        // So that a test's wait for work can let this host's time run.
        HostRegistry.register(self)
    }

    // MARK: - Reading the screen

    /// The screen the user sees and can touch: the core's rule
    /// (`NavigationState.topScreen`) read on what is drawn.
    public var topScreen: NavigationEntry<Route> { drawn.topScreen }

    /// What is on screen as an indented tree (see `NavigationState.treeDescription`).
    public var tree: String { drawn.treeDescription }

    /// The time on the host's clock.
    public var now: Duration { clock.now }

    /// Whether something is animating: a push, a pop, a layer coming or going.
    public var isAnimating: Bool { animations.contains { $0.end > clock.now } }

    /// Whether the user's finger is dragging a screen or a sheet, which SwiftUI does not
    /// report until it lifts; the app changing navigation meanwhile is not modelled.
    public var isGestureInProgress: Bool { gestureEnd > clock.now }

    /// Whether the driver is running a step or has steps left, so the screen is still
    /// on its way to the navigator's state.
    public var isStepPending: Bool { !driver.isSettled }

    /// Whether nothing is left to happen: no animation, no signal on its way, no step
    /// running in the driver.
    public var isSettled: Bool {
        scheduled.isEmpty && !isAnimating && clock.alarm == nil && driver.isSettled
    }

    /// Whether the screen shows exactly the navigator's state.
    public var showsNavigatorState: Bool {
        drawn.drawsSame(as: navigator.current)
    }

    // MARK: - Time

    /// Lets time pass: animations end, signals arrive, the fallback fires when due.
    ///
    /// A negative duration lets no time pass: the host's clock never runs backwards, or
    /// finished animations and delivered signals would be due again.
    public func advance(by duration: Duration) {
        let end = clock.now + max(.zero, duration)
        while let next = nextTime(), next <= end {
            runNext()
        }
        clock.now = end
    }

    /// Lets time pass until nothing is left to happen, or records ``HostFailure/Kind/didNotSettle``.
    ///
    /// - Parameter limit: How much time may pass.
    public func settle(limit: Duration = .seconds(60)) {
        let end = clock.now + limit
        while let next = nextTime() {
            guard next <= end else {
                fail(.didNotSettle, "still busy after \(limit)")
                return
            }
            runNext()
        }
    }

    private func nextTime() -> Duration? {
        let occurrence = scheduled.map(\.time).min()
        guard let alarm = clock.alarm?.deadline else { return occurrence }
        return occurrence.map { min($0, alarm) } ?? alarm
    }

    private func runNext() {
        guard let time = nextTime() else { return }
        clock.now = max(clock.now, time)
        animations.removeAll { $0.end <= clock.now }
        if let index = earliestOccurrence(), scheduled[index].time <= time {
            let occurrence = scheduled.remove(at: index)
            occurrence.run()
            checkLeavingContent()
        } else if let fire = clock.takeAlarm() {
            fallbacksFired += 1
            fire()
            render()
        }
    }

    private func earliestOccurrence() -> Int? {
        scheduled.indices.min {
            (scheduled[$0].time, scheduled[$0].sequence) < (scheduled[$1].time, scheduled[$1].sequence)
        }
    }

    /// Does something at a time from now.
    func schedule(after delay: Duration, signal: TransitionSignal? = nil, _ run: @escaping @MainActor () -> Void) {
        sequence += 1
        scheduled.append(Occurrence(time: clock.now + delay, sequence: sequence, signal: signal, run: run))
    }

    /// Sends a signal when an animation ends.
    func send(_ signal: TransitionSignal, after delay: Duration) {
        schedule(after: delay, signal: signal) { [weak self] in self?.send(signal) }
    }

    /// Drops the appearances still pending for screens that are torn down: UIKit calls
    /// no `viewDidAppear` on a controller whose layer is being dismissed.
    func dropAppearances(of screens: Set<EntryID>) {
        scheduled.removeAll {
            guard case .appeared(let id)? = $0.signal else { return false }
            return screens.contains(id)
        }
    }

    /// Sends a signal to the driver after the behaviour's delay, unless it is lost.
    func send(_ signal: TransitionSignal) {
        deliver(signal) { $0.receive(signal) }
    }

    /// Hands a signal to the driver after the behaviour's delay, unless the behaviour
    /// loses it, then draws what it changed: the one way every signal reaches the driver.
    func deliver(_ signal: TransitionSignal, _ receive: @escaping @MainActor (TransitionDriver<Route, Tab>) -> Void) {
        guard !random.chance(behaviour.signalLoss) else {
            signalsLost += 1
            return
        }
        schedule(after: random.duration(in: behaviour.signalDelay), signal: signal) { [weak self] in
            guard let self else { return }
            receive(driver)
            render()
        }
    }

    /// Calls a presentation modifier's `onDismiss` once its layer has left, after the
    /// behaviour's delay, unless the signal is lost; the driver names the layer from
    /// what the binding last returned, as it must in SwiftUI.
    func sendDismissal(of root: EntryID, over location: StackLocation<Tab>?, kind: PresentationKind) {
        deliver(.dismissed(root)) { $0.layerDidDismiss(over: location, kind: kind) }
    }

    /// Starts an animation and returns how long it lasts.
    @discardableResult func animate(_ kind: Animation.Kind) -> Duration {
        let duration = random.duration(in: behaviour.animation)
        animations.append(Animation(kind: kind, end: clock.now + duration))
        // So that settling passes the animation's end even when no signal follows it.
        schedule(after: duration) {}
        return duration
    }

    func isAnimating(_ kind: Animation.Kind) -> Bool {
        animations.contains { $0.kind == kind && $0.end > clock.now }
    }

    func fail(_ kind: HostFailure.Kind, _ detail: String) {
        failures.append(HostFailure(kind: kind, time: clock.now, detail: detail))
    }
}

/// The driver's diagnostics, collected before the host exists to hold them.
@MainActor
final class HostLog {
    var entries: [String] = []
}
