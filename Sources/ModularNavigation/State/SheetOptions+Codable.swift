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
            dragIndicator: try container.decode(SheetDragIndicator.self, forKey: .dragIndicator),
            interactiveDismissDisabled: try container.decode(Bool.self, forKey: .interactiveDismissDisabled),
            backgroundInteraction: try container.decodeIfPresent(
                SheetBackgroundInteraction.self, forKey: .backgroundInteraction) ?? .automatic,
            cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            whenAlreadyPresented: try container.decodeIfPresent(SheetReplacement.self, forKey: .whenAlreadyPresented)
                ?? .keep
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
        if whenAlreadyPresented != .keep { try container.encode(whenAlreadyPresented, forKey: .whenAlreadyPresented) }
    }
}
