package import ModularNavigation

/// The view controllers a ``ControllerDrawing`` draws on: UIKit in an app, a stand-in
/// that plays UIKit's order of callbacks in the Linux tests.
///
/// Each method makes one UIKit call and decides nothing: which call is
/// ``ControllerStack`` and ``ControllerLayers``'s choice. A surface reports back
/// through the drawing's methods: every transition's end (finished or cancelled), the
/// user's own transitions, swipes and taps.
@MainActor
package protocol ControllerSurface<Route, Tab>: AnyObject {
    associatedtype Route: Hashable & Sendable
    associatedtype Tab: Hashable & Sendable

    /// Carries out a stack call on the navigation controller of a location, then reports
    /// ``ControllerDrawing/stackTransitionEnded(at:holding:)`` when UIKit's transition ends.
    func perform(_ command: ControllerStack<Route>.Command, at location: StackLocation<Tab>)

    /// Carries out a presentation call, then reports
    /// ``ControllerDrawing/layerTransitionEnded()`` from its completion.
    func perform(_ command: ControllerLayers.Command)

    /// Shows these tabs in this order, with this one selected.
    func showTabs(_ tabs: [Tab], selected: Tab?)

    /// Shows or hides the back button of a screen, and enables the edge swipe with it.
    func allowGoingBack(_ allowed: Bool, from screen: EntryID, at location: StackLocation<Tab>)
}
