/// The options of a popover: where it is attached and which way its arrow points.
///
/// The state says popover in every size class; SwiftUI draws it as a popover in regular
/// width and adapts it to a sheet in compact width (an iPhone in portrait), as its own
/// `popover` modifier does. Tapping outside a popover dismisses it like swiping a sheet
/// away: the navigator hears it as a dismissal of that popover's root screen.
///
/// ```swift
/// navigator.present(.filters, style: .popover(PopoverOptions(attachmentAnchor: .point(x: 1, y: 0))))
/// ```
public struct PopoverOptions: Hashable, Sendable, Codable {
    /// Where the popover attaches, in the presenting stack's view.
    public var attachmentAnchor: PopoverOptions.Anchor
    /// The edge of the anchor the arrow points at.
    public var arrowEdge: PopoverOptions.ArrowEdge

    /// Creates popover options.
    ///
    /// - Parameters:
    ///   - attachmentAnchor: Where the popover attaches; the whole presenting view by default.
    ///   - arrowEdge: The edge of the anchor the arrow points at; SwiftUI's default, top.
    public init(attachmentAnchor: PopoverOptions.Anchor = .bounds, arrowEdge: PopoverOptions.ArrowEdge = .top) {
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
    }
}

extension PopoverOptions {
    /// The edge of the anchor a popover's arrow points at, as SwiftUI's `Edge`.
    public enum ArrowEdge: String, Hashable, Sendable, Codable {
        /// The arrow points at the anchor's top edge; the popover shows above it.
        case top
        /// The arrow points at the anchor's leading edge.
        case leading
        /// The arrow points at the anchor's bottom edge; the popover shows below it.
        case bottom
        /// The arrow points at the anchor's trailing edge.
        case trailing
    }
}

extension PopoverOptions: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if attachmentAnchor != .bounds { parts.append("at \(attachmentAnchor)") }
        if arrowEdge != .top { parts.append("arrow \(arrowEdge.rawValue)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension PopoverOptions.Anchor: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bounds: "bounds"
        case .point(let x, let y): "(\(x.compactDescription), \(y.compactDescription))"
        case .rect(let x, let y, let width, let height):
            "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription)×\(height.compactDescription))"
        }
    }
}

extension PopoverOptions {
    /// Where a popover's arrow points, in the view of the stack it is presented from.
    ///
    /// A value rather than SwiftUI's `PopoverAttachmentAnchor`, so that the core can store,
    /// compare and persist it; the SwiftUI layer maps it to `.rect(.bounds)`,
    /// `.point(UnitPoint)` or `.rect(.rect(CGRect))`. The navigator attaches popovers to the
    /// presenting stack's view, so an anchor names a place in that view: `.point(x: 1, y: 0)`
    /// is the top trailing corner, where a toolbar's info button sits.
    public enum Anchor: Hashable, Sendable, Codable {
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
        public var drawable: PopoverOptions.Anchor {
            switch self {
            case .bounds: self
            case .point(let x, let y): x.isFinite && y.isFinite ? self : .bounds
            case .rect(let x, let y, let width, let height):
                [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0 ? self : .bounds
            }
        }
    }
}

extension PopoverOptions.Anchor {
    var isFinite: Bool {
        switch self {
        case .bounds: true
        case .point(let x, let y): x.isFinite && y.isFinite
        case .rect(let x, let y, let width, let height): [x, y, width, height].allSatisfy(\.isFinite)
        }
    }
}
