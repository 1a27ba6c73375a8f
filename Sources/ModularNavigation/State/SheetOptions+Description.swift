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

extension SheetBackgroundInteraction: CustomStringConvertible {
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .disabled: "disabled"
        case .enabled: "enabled"
        case .enabledUpThrough(let detent): "enabled up through \(detent)"
        }
    }
}
