/// How the headless host's stand-in for SwiftUI behaves: how long animations take, and
/// how late, out of order or lost its completion signals are.
///
/// Every random choice comes from ``seed``, so a failing run replays exactly.
///
/// ```swift
/// let host = HeadlessHost(navigator: navigator, behaviour: HostBehaviour(seed: 7, signalLoss: 0.1))
/// ```
public struct HostBehaviour: Hashable, Sendable {
    /// The seed of every random choice the host makes.
    public var seed: UInt64
    /// How long a push, pop, presentation or dismissal animates.
    public var animation: ClosedRange<Duration>
    /// How long after its animation ends a signal reaches the driver; signals sent
    /// close together may arrive in either order.
    public var signalDelay: ClosedRange<Duration>
    /// The share of signals that never arrive, from 0 to 1; the driver's fallback ends
    /// the steps that waited for them.
    public var signalLoss: Double
    /// Whether `TabView` calls the selection setter when the selected tab is tapped again.
    ///
    /// Reported on iOS 14–17, unconfirmed on iOS 18; without it, only the tab bar
    /// delegate hook reports the re-tap.
    public var reTapCallsSetter: Bool

    /// Creates a behaviour.
    ///
    /// - Parameters:
    ///   - seed: The seed of every random choice.
    ///   - animation: How long animations take; UIKit's default is about 0.35 s.
    ///   - signalDelay: How late signals arrive after their animation ends.
    ///   - signalLoss: The share of signals lost, from 0 to 1.
    ///   - reTapCallsSetter: Whether a re-tap on the selected tab calls the selection setter.
    public init(
        seed: UInt64 = 1,
        animation: ClosedRange<Duration> = .milliseconds(350) ... .milliseconds(350),
        signalDelay: ClosedRange<Duration> = .zero ... .zero,
        signalLoss: Double = 0,
        reTapCallsSetter: Bool = true
    ) {
        self.seed = seed
        self.animation = animation
        self.signalDelay = signalDelay
        self.signalLoss = signalLoss
        self.reTapCallsSetter = reTapCallsSetter
    }
}

extension Duration {
    /// The whole milliseconds, saturated at the ends of `Int64` rather than overflowing.
    var milliseconds: Int64 {
        let (whole, overflow) = components.seconds.multipliedReportingOverflow(by: 1000)
        let (sum, carried) = whole.addingReportingOverflow(components.attoseconds / 1_000_000_000_000_000)
        guard !overflow, !carried else { return components.seconds < 0 ? .min : .max }
        return sum
    }
}
