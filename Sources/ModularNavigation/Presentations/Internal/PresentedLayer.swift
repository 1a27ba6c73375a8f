/// A presentation layer as the view of the stack under it sees it: which layer it is and
/// how it is shown, but not what happens inside it.
///
/// It is what SwiftUI's presentation modifiers (`sheet(item:)` and the others)
/// read. Its identity is the level, so a layer whose content is replaced in place (the
/// planner keeps a layer whose kind stays) is not dismissed and presented again; and a
/// push inside the layer does not change it, so the view under the layer is not notified.
@usableFromInline
package struct PresentedLayer: Identifiable, Hashable, Sendable {
    /// The layer's level; 1 is the first presentation over the base stack.
    package let level: Int
    /// The identity of the layer's root screen.
    package let root: EntryID
    /// How the layer is shown, with its options.
    package let style: PresentationStyle

    @usableFromInline package var id: Int { level }

    @usableFromInline
    package init(level: Int, root: EntryID, style: PresentationStyle) {
        self.level = level
        self.root = root
        self.style = style
    }

    /// The modifier SwiftUI draws this layer with.
    package var kind: PresentationKind { style.kind }
}

extension NavigationState {
    /// The first layer, when it is presented over the whole app: a UI draws it over its
    /// whole layout rather than over the base stack, so that it stays while the base
    /// changes under it.
    package var layerOverApp: PresentedLayer? {
        guard let first = _presentations.first, first._placement == .overApp else { return nil }
        return PresentedLayer(level: 1, root: first._stack._root.id, style: first._style)
    }

    /// The layer directly over the stack at a location.
    @inlinable
    package func presentedLayer(over location: StackLocation<Tab>) -> PresentedLayer? {
        // Read in place: a copy of the whole presentation, through its generic witness,
        // was most of comparing two states' layers.
        guard let index = presentationIndex(over: location) else { return nil }
        return PresentedLayer(
            level: index + 1, root: _presentations[index]._stack._root.id, style: _presentations[index]._style)
    }
}

extension Navigator {
    /// What is presented directly over the stack at a location, observed on its own: a
    /// push inside that presentation does not notify the caller.
    package func presentedLayer(over location: StackLocation<Tab>) -> PresentedLayer? {
        access(.presentation(location))
        return core.read { $0.presentedLayer(over: location) }
    }
}
