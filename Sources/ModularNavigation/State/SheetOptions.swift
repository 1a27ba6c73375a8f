/// The options of a sheet: detents and the one it rests at, drag indicator, interactive
/// dismissal, background interaction and corner radius.
///
/// These are values, not SwiftUI types, so that the core can store, compare and persist
/// them; the SwiftUI layer maps them to `presentationDetents(_:selection:)`,
/// `presentationDragIndicator(_:)`, `interactiveDismissDisabled(_:)`,
/// `presentationBackgroundInteraction(_:)` and `presentationCornerRadius(_:)`.
///
/// ``selectedDetent`` is state, not only configuration: the sheet opens at it, a drag by
/// the user changes it (the navigator hears the drag as ``NavigationAction/selectDetent(_:in:)``),
/// code changes it the same way, and it is saved and restored with the rest.
public struct SheetOptions: Hashable, Sendable {
    /// The heights the sheet can rest at.
    ///
    /// Empty means the system default (large).
    public var detents: [SheetDetent]
    /// The detent the sheet rests at; `nil` for the first of ``detents``.
    ///
    /// Code that names a detent the sheet does not offer is refused with
    /// ``NavigationError/detentNotOffered(_:)``. A state that arrives as data (an
    /// archive, a whole target state) keeps the value it holds, and ``restingDetent``
    /// draws it as the first detent.
    public var selectedDetent: SheetDetent?
    /// Whether the drag indicator shows.
    public var dragIndicator: SheetDragIndicator
    /// When `true`, the user cannot swipe the sheet away; only code dismisses it.
    public var interactiveDismissDisabled: Bool
    /// Whether the user can touch what is behind the sheet.
    public var backgroundInteraction: SheetBackgroundInteraction
    /// The sheet's corner radius in points; `nil` for the system's.
    public var cornerRadius: Double?
    /// What makes two sheets the same, as an item's identity does for `sheet(item:)`.
    ///
    /// While a sheet with this id is up, presenting another one with it follows
    /// ``whenAlreadyPresented`` instead of stacking a second one. `nil` (the default) lets
    /// sheets stack.
    public var id: String?
    /// What presenting this sheet does while one with the same ``id`` is up.
    public var whenAlreadyPresented: SheetReplacement

    /// Creates sheet options.
    ///
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at; empty for the system default.
    ///   - selectedDetent: The detent the sheet opens at; `nil` for the first of `detents`.
    ///   - dragIndicator: Whether the drag indicator shows.
    ///   - interactiveDismissDisabled: Whether swipe-to-dismiss is turned off.
    ///   - backgroundInteraction: Whether what is behind the sheet can be touched.
    ///   - cornerRadius: The corner radius in points; `nil` for the system's.
    ///   - id: What makes two sheets the same; `nil` lets sheets stack.
    ///   - whenAlreadyPresented: What presenting does while a sheet with the same `id` is up.
    public init(
        detents: [SheetDetent] = [],
        selectedDetent: SheetDetent? = nil,
        dragIndicator: SheetDragIndicator = .automatic,
        interactiveDismissDisabled: Bool = false,
        backgroundInteraction: SheetBackgroundInteraction = .automatic,
        cornerRadius: Double? = nil,
        id: String? = nil,
        whenAlreadyPresented: SheetReplacement = .keep
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.dragIndicator = dragIndicator
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.backgroundInteraction = backgroundInteraction
        self.cornerRadius = cornerRadius
        self.id = id
        self.whenAlreadyPresented = whenAlreadyPresented
    }

    /// Whether the sheet can rest at a detent: one of ``detents``, or ``SheetDetent/large``
    /// when the sheet has none (the system default).
    public func offers(_ detent: SheetDetent) -> Bool {
        detents.isEmpty ? detent == .large : detents.contains(detent)
    }

    /// The detent the sheet is drawn resting at: ``selectedDetent`` when the sheet offers
    /// it, else the first of ``detents``; `nil` when the sheet has none.
    ///
    /// This is the documented normalisation of a selection that arrives as data: it never
    /// asks SwiftUI for a detent outside the sheet's set.
    public var restingDetent: SheetDetent? {
        guard let first = detents.first else { return nil }
        guard let selectedDetent, detents.contains(selectedDetent) else { return first }
        return selectedDetent
    }

    /// The corner radius as it can be drawn: `nil` (the system's) for a negative,
    /// NaN or infinite value from data.
    public var drawableCornerRadius: Double? {
        cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
