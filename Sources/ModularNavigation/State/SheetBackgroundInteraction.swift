/// Whether the user can touch what is behind a sheet, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public enum SheetBackgroundInteraction: Hashable, Sendable, Codable {
    /// The system decides: no interaction behind a sheet.
    case automatic
    /// The background cannot be touched.
    case disabled
    /// The background can be touched at every detent.
    case enabled
    /// The background can be touched while the sheet rests at this detent or a smaller one.
    case enabledUpThrough(SheetDetent)
}
