/// The options of a sheet: detents, drag indicator and interactive dismissal.
///
/// These are values, not SwiftUI types, so that the core can store, compare and persist
/// them; the SwiftUI layer maps them to `presentationDetents(_:)`,
/// `presentationDragIndicator(_:)` and `interactiveDismissDisabled(_:)`.
public struct SheetOptions: Hashable, Sendable, Codable {
    /// The heights the sheet can rest at.
    ///
    /// Empty means the system default (large).
    public var detents: [SheetDetent]
    /// Whether the drag indicator shows.
    public var dragIndicator: SheetDragIndicator
    /// When `true`, the user cannot swipe the sheet away; only code dismisses it.
    public var interactiveDismissDisabled: Bool

    /// Creates sheet options.
    ///
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at; empty for the system default.
    ///   - dragIndicator: Whether the drag indicator shows.
    ///   - interactiveDismissDisabled: Whether swipe-to-dismiss is turned off.
    public init(
        detents: [SheetDetent] = [],
        dragIndicator: SheetDragIndicator = .automatic,
        interactiveDismissDisabled: Bool = false
    ) {
        self.detents = detents
        self.dragIndicator = dragIndicator
        self.interactiveDismissDisabled = interactiveDismissDisabled
    }
}
