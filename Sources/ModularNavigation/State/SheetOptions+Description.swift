extension SheetOptions: CustomStringConvertible {
    public var description: String {
        var parts = detents.map(\.description)
        if dragIndicator != .automatic { parts.append("drag indicator \(dragIndicator.rawValue)") }
        if interactiveDismissDisabled { parts.append("no swipe to dismiss") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
