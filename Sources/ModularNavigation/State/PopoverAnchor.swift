/// Where a popover's arrow points, in the view of the stack it is presented from.
///
/// A value rather than SwiftUI's `PopoverAttachmentAnchor`, so that the core can store,
/// compare and persist it; the SwiftUI layer maps it to `.rect(.bounds)`,
/// `.point(UnitPoint)` or `.rect(.rect(CGRect))`. The navigator attaches popovers to the
/// presenting stack's view, so an anchor names a place in that view: `.point(x: 1, y: 0)`
/// is the top trailing corner, where a toolbar's info button sits.
public enum PopoverAnchor: Hashable, Sendable, Codable {
    /// The whole view of the presenting stack.
    case bounds
    /// A point in unit space, as SwiftUI's `UnitPoint`: `(0, 0)` is the top leading
    /// corner, `(1, 1)` the bottom trailing one.
    case point(x: Double, y: Double)
    /// A rectangle in points, in the presenting stack view's coordinate space.
    case rect(x: Double, y: Double, width: Double, height: Double)

    /// The anchor as it can be drawn.
    ///
    /// Anchors arrive as data (deep links, saved states), and a NaN or infinite
    /// coordinate, or a rectangle with a negative size, has no place on screen; such an
    /// anchor draws as ``bounds``. The state keeps the value it was given, so an archive
    /// round-trips unchanged.
    public var drawable: PopoverAnchor {
        switch self {
        case .bounds: self
        case .point(let x, let y): x.isFinite && y.isFinite ? self : .bounds
        case .rect(let x, let y, let width, let height):
            [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0 ? self : .bounds
        }
    }
}
