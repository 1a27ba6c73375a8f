import ModularNavigation

/// Something the driver asked of the headless host that SwiftUI could not do, or a
/// promise the adapter broke.
public struct HostFailure: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// Two layers presented in one update; UIKit presents one per transition.
        case twoPresentationsAtOnce
        /// A layer presented while another is still animating in or out ("Attempt to
        /// present … which is already presenting").
        case presentedDuringTransition
        /// A layer dismissed and the stack under it changed in the same update.
        case dismissedAndChangedAtOnce
        /// A gesture removed a screen other than the one the user touched (or those
        /// above it).
        case gestureActedElsewhere
        /// Time ran out before the driver and the host came to rest.
        case didNotSettle
        /// A layer sliding away lost its content: its slot was emptied before the
        /// dismissal finished.
        case layerLeftEmpty
        /// A screen still animating out lost its route, so SwiftUI re-running its
        /// destination would draw nothing.
        case departingScreenLostContent
        /// A screen the user swiped away came back because the navigator refused its
        /// removal; the control should have refused the gesture instead.
        case refusedGestureBounced
        /// Another tab's stack was drawn in the same `NavigationStack` view, so SwiftUI
        /// would animate the old path into the new one as pops and pushes.
        case stackReusedAcrossTabs
    }

    /// What went wrong.
    public let kind: Kind
    /// When, on the host's clock.
    public let time: Duration
    /// What the host saw.
    public let detail: String

    public var description: String { "\(kind) at \(time): \(detail)" }
}
