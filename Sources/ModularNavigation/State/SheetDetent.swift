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
