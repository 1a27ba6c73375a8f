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
    public var dragIndicator: SheetOptions.DragIndicator
    /// When `true`, the user cannot swipe the sheet away; only code dismisses it.
    public var interactiveDismissDisabled: Bool
    /// Whether the user can touch what is behind the sheet.
    public var backgroundInteraction: SheetOptions.BackgroundInteraction
    /// The sheet's corner radius in points; `nil` for the system's.
    public var cornerRadius: Double?
    /// What makes two sheets the same, as an item's identity does for `sheet(item:)`.
    ///
    /// While a sheet with this id is up, presenting another one with it follows
    /// ``replacesExisting`` instead of stacking a second one. `nil` (the default) lets
    /// sheets stack.
    public var id: String?
    /// Whether presenting this sheet while one with the same ``id`` is up replaces it.
    ///
    /// SwiftUI's `sheet(item:)` never shows two sheets for one item; this is that rule for a
    /// navigation state, where any screen or link may ask for the same sheet again. `false`
    /// (the default) keeps the sheet that is up and refuses the second with
    /// ``NavigationError/sheetAlreadyPresented(id:)``, so a draft in an open editor is never
    /// lost to a second tap or a late link; `true` dismisses the one that is up, with what
    /// covers it, and presents the new one in its place.
    public var replacesExisting: Bool

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
    ///   - replacesExisting: Whether presenting replaces a sheet with the same `id` that is up.
    public init(
        detents: [SheetDetent] = [],
        selectedDetent: SheetDetent? = nil,
        dragIndicator: SheetOptions.DragIndicator = .automatic,
        interactiveDismissDisabled: Bool = false,
        backgroundInteraction: SheetOptions.BackgroundInteraction = .automatic,
        cornerRadius: Double? = nil,
        id: String? = nil,
        replacesExisting: Bool = false
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.dragIndicator = dragIndicator
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.backgroundInteraction = backgroundInteraction
        self.cornerRadius = cornerRadius
        self.id = id
        self.replacesExisting = replacesExisting
    }

    /// Whether the sheet can rest at a detent: one of ``detents``, or ``SheetDetent/large``
    /// when the sheet has none (the system default).
    public func offers(_ detent: SheetDetent) -> Bool {
        drawnDetents.contains(detent)
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

extension SheetOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case detents, selectedDetent, dragIndicator, interactiveDismissDisabled, backgroundInteraction, cornerRadius
        case id, whenAlreadyPresented
    }

    /// Reads options saved by any version of the library: the fields added later
    /// (selected detent, background interaction, corner radius) default when missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            detents: try container.decode([SheetDetent].self, forKey: .detents),
            selectedDetent: try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent),
            dragIndicator: try container.decode(SheetOptions.DragIndicator.self, forKey: .dragIndicator),
            interactiveDismissDisabled: try container.decode(Bool.self, forKey: .interactiveDismissDisabled),
            backgroundInteraction: try container.decodeIfPresent(
                SheetOptions.BackgroundInteraction.self, forKey: .backgroundInteraction) ?? .automatic,
            cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            replacesExisting: try Self.decodeReplacement(from: container)
        )
    }

    /// Writes the fields added later only when they differ from their defaults, so a
    /// sheet that does not use them archives to the same bytes as before they existed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detents, forKey: .detents)
        try container.encodeIfPresent(selectedDetent, forKey: .selectedDetent)
        try container.encode(dragIndicator, forKey: .dragIndicator)
        try container.encode(interactiveDismissDisabled, forKey: .interactiveDismissDisabled)
        if backgroundInteraction != .automatic {
            try container.encode(backgroundInteraction, forKey: .backgroundInteraction)
        }
        try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try container.encodeIfPresent(id, forKey: .id)
        if replacesExisting { try container.encode("replace", forKey: .whenAlreadyPresented) }
    }

    /// Archives name the rule `"keep"` or `"replace"`, as the enum it once was wrote it.
    private static func decodeReplacement(from container: KeyedDecodingContainer<CodingKeys>) throws -> Bool {
        switch try container.decodeIfPresent(String.self, forKey: .whenAlreadyPresented) {
        case nil, "keep": false
        case "replace": true
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .whenAlreadyPresented, in: container, debugDescription: "Unknown sheet replacement rule.")
        }
    }
}

extension SheetOptions: CustomStringConvertible {
    public var description: String {
        var parts = detents.map { detent in
            detent == selectedDetent && detents.count > 1 ? "\(detent) (selected)" : detent.description
        }
        if let selectedDetent, !detents.contains(selectedDetent) { parts.append("selected \(selectedDetent)") }
        if dragIndicator != .automatic { parts.append("drag indicator \(dragIndicator.rawValue)") }
        if interactiveDismissDisabled { parts.append("no swipe to dismiss") }
        if backgroundInteraction != .automatic { parts.append("background \(backgroundInteraction)") }
        if let cornerRadius { parts.append("corner radius \(cornerRadius.compactDescription)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension SheetOptions.BackgroundInteraction: CustomStringConvertible {
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .disabled: "disabled"
        case .enabled: "enabled"
        case .enabledUpThrough(let detent): "enabled up through \(detent)"
        }
    }
}
