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
    public var attachmentAnchor: PopoverAnchor
    /// The edge of the anchor the arrow points at.
    public var arrowEdge: PopoverArrowEdge

    /// Creates popover options.
    ///
    /// - Parameters:
    ///   - attachmentAnchor: Where the popover attaches; the whole presenting view by default.
    ///   - arrowEdge: The edge of the anchor the arrow points at; SwiftUI's default, top.
    public init(attachmentAnchor: PopoverAnchor = .bounds, arrowEdge: PopoverArrowEdge = .top) {
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
    }
}

/// The edge of the anchor a popover's arrow points at, as SwiftUI's `Edge`.
public enum PopoverArrowEdge: String, Hashable, Sendable, Codable {
    /// The arrow points at the anchor's top edge; the popover shows above it.
    case top
    /// The arrow points at the anchor's leading edge.
    case leading
    /// The arrow points at the anchor's bottom edge; the popover shows below it.
    case bottom
    /// The arrow points at the anchor's trailing edge.
    case trailing
}

extension PopoverOptions: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if attachmentAnchor != .bounds { parts.append("at \(attachmentAnchor)") }
        if arrowEdge != .top { parts.append("arrow \(arrowEdge.rawValue)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension PopoverAnchor: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bounds: "bounds"
        case .point(let x, let y): "(\(x.compactDescription), \(y.compactDescription))"
        case .rect(let x, let y, let width, let height):
            "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription)×\(height.compactDescription))"
        }
    }
}
