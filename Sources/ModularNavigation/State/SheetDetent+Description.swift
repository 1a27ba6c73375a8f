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
