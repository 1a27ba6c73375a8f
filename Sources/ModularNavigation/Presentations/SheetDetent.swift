/// A height a sheet can rest at.
public enum SheetDetent: Hashable, Sendable, Codable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A fraction of the available height, from 0 to 1.
    case fraction(Double)
    /// A fixed height in points.
    case height(Double)
}

extension SheetDetent {
    /// The detent as it can be drawn: a fraction in (0, 1] or a positive, finite height.
    ///
    /// Detents arrive as data (deep links, saved states), and a NaN, infinite, zero or
    /// negative size cannot be laid out; such a detent draws as ``large``, and a fraction
    /// above 1 as the full height. The state keeps the value it was given, so an archive
    /// round-trips unchanged.
    public var drawable: SheetDetent {
        switch self {
        case .medium, .large: self
        case .fraction(let fraction):
            fraction.isFinite && fraction > 0 ? .fraction(min(fraction, 1)) : .large
        case .height(let height):
            height.isFinite && height > 0 ? self : .large
        }
    }
}

extension SheetDetent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "\(fraction.compactDescription)"
        case .height(let height): "\(height.compactDescription)pt"
        }
    }
}

extension SheetOptions {
    /// Whether a sheet's drag indicator shows.
    public enum DragIndicator: String, Hashable, Sendable, Codable {
        /// The system decides.
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }
}

extension SheetOptions {
    /// Whether the user can touch what is behind a sheet, as SwiftUI's
    /// `PresentationBackgroundInteraction`.
    public enum BackgroundInteraction: Hashable, Sendable, Codable {
        /// The system decides: no interaction behind a sheet.
        case automatic
        /// The background cannot be touched.
        case disabled
        /// The background can be touched at every detent.
        case enabled
        /// The background can be touched while the sheet rests at this detent or a smaller one.
        case enabledUpThrough(SheetDetent)
    }
}

extension SheetOptions.BackgroundInteraction {
    /// Whether the detent it names, if any, is finite.
    var isFinite: Bool {
        switch self {
        case .automatic, .disabled, .enabled: true
        case .enabledUpThrough(let detent): detent.isFinite
        }
    }
}

extension SheetDetent {
    var isFinite: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value), .height(let value): value.isFinite
        }
    }
}
