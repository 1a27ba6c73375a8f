extension PopoverOptions: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        if attachmentAnchor != .bounds { parts.append("at \(attachmentAnchor)") }
        if arrowEdge != .top { parts.append("arrow \(arrowEdge.rawValue)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}

extension PopoverAnchor: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bounds: "bounds"
        case .point(let x, let y): "(\(x.compactDescription), \(y.compactDescription))"
        case .rect(let x, let y, let width, let height):
            "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription)×\(height.compactDescription))"
        }
    }
}
