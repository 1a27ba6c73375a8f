/// Whether a sheet's drag indicator shows.
public enum SheetDragIndicator: String, Hashable, Sendable, Codable {
    /// The system decides.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
