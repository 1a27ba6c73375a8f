/// What the view of a stack needs to know about the presentation over it: which one it
/// is and how it is shown, but not what happens inside it.
///
/// A push inside a sheet does not change the summary, so the view that draws the stack
/// under the sheet is not notified.
package struct PresentationSummary: Hashable, Sendable, Identifiable {
    /// The identity of the presented stack's root screen.
    package let id: EntryID
    /// Sheet (with its options) or full-screen cover.
    package let style: PresentationStyle
    /// The presented stack's level: 1 for the first presentation over the base stack.
    package let level: Int
}
