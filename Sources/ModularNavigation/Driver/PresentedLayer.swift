/// A presentation layer as SwiftUI's `sheet(item:)`, `fullScreenCover(item:)` or
/// `popover(item:)` item.
///
/// Its identity is the level, so a layer whose content is replaced in place (the
/// planner keeps a layer whose kind stays) is not dismissed and presented again.
package struct PresentedLayer: Identifiable, Hashable, Sendable {
    /// The layer's level; 1 is the first presentation over the base stack.
    package let level: Int
    /// The identity of the layer's root screen.
    package let root: EntryID
    /// Sheet, full-screen cover or popover, with its options.
    package let style: PresentationStyle

    package var id: Int { level }

    package init(level: Int, root: EntryID, style: PresentationStyle) {
        self.level = level
        self.root = root
        self.style = style
    }

    /// Whether SwiftUI draws this layer with `fullScreenCover`.
    package var isCover: Bool { style == .fullScreenCover }

    /// The modifier SwiftUI draws this layer with.
    package var kind: PresentationKind { style.kind }
}
