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
