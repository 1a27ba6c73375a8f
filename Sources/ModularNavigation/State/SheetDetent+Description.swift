extension SheetDetent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "\(fraction.formatted)"
        case .height(let height): "\(height.formatted)pt"
        }
    }
}

extension Double {
    /// `0.2` rather than `0.2000000001`-style noise, and `300` rather than `300.0`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
