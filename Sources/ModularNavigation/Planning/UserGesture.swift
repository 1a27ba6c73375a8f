/// A change the user made through SwiftUI's own controls, as SwiftUI reports it.
///
/// SwiftUI reports gestures by writing the bindings it was given. The adapter turns
/// each write into a gesture, and the core decides what it means with
/// ``NavigationState/intent(for:drawn:policy:)``: the adapter never writes raw state.
package enum UserGesture<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// SwiftUI wrote the path of the stack at a location (back button, back swipe, the
    /// back button's history menu, a tab re-tap).
    case pathChanged([EntryID], at: StackLocation<Tab>)
    /// SwiftUI dismissed the presentation whose root screen has this identity (swipe
    /// down, or the environment's `dismiss`), or the user went back from the root of the
    /// stack above the tabs (its back button).
    case layerDismissed(EntryID)
    /// The user dragged the sheet whose root screen has this identity to rest at another
    /// detent (SwiftUI wrote the `presentationDetents(_:selection:)` binding).
    case detentSelected(SheetDetent, sheet: EntryID)
    /// The user tapped a tab, possibly the selected one again.
    case tabTapped(Tab)
    /// The user tapped a dialog's button (its index from 0), or dismissed the dialog
    /// without one (`nil`: a tap outside a confirmation dialog without a cancel button).
    case dialogAnswered(DialogID, button: Int?)
}
