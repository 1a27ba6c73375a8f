/// The options of a popover: where it is attached and which way its arrow points.
///
/// The state says popover in every size class; SwiftUI draws it as a popover in regular
/// width and adapts it to a sheet in compact width (an iPhone in portrait), as its own
/// `popover` modifier does. Tapping outside a popover dismisses it like swiping a sheet
/// away: the navigator hears it as a dismissal of that popover's root screen.
///
/// ```swift
/// navigator.presentPopover(.filters, options: PopoverOptions(attachmentAnchor: .point(x: 1, y: 0)))
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
