/// Why the headless host did not let a gesture through, as UIKit would not.
///
/// A refused gesture records a test failure unless the test says it expects one, so a
/// tap lost to an animation is never silent:
///
/// ```swift
/// #expect(host.refusal { host.tapTab(.search) } == .covered)
/// ```
public enum HostRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the user touches is moving: UIKit ignores touches on a stack while it
    /// pushes or pops, and everywhere while a layer comes or goes.
    case animating
    /// An alert or confirmation dialog is up and takes every touch until it is answered.
    case dialogShown
    /// A layer that covers the control, or the stack above the tabs, hides it.
    case covered
    /// The control is not on screen: no pushed screen to go back from, the top layer is
    /// not of the kind the gesture needs, no tab bar, no such detent, list or button.
    case noSuchControl
    /// The control is on screen but turned off: a guard would refuse what it does (the
    /// adapter hides the back button or refuses the swipe), or the sheet's options do.
    case disabled

    public var description: String {
        switch self {
        case .animating: "something under the finger is animating"
        case .dialogShown: "a dialog takes every touch"
        case .covered: "a covering layer or the stack above the tabs hides the control"
        case .noSuchControl: "no such control on screen"
        case .disabled: "the control is disabled (a guard or the sheet's options)"
        }
    }

    /// The case's name, as a test spells it (`covered`), for failure messages.
    var caseName: String {
        switch self {
        case .animating: "animating"
        case .dialogShown: "dialogShown"
        case .covered: "covered"
        case .noSuchControl: "noSuchControl"
        case .disabled: "disabled"
        }
    }
}
