/// Prints any value the way navigation output wants it: one line, no module prefixes,
/// no single-value wrappers.
///
/// `String(describing:)` qualifies every nested type with its module and spells every
/// wrapper out, which is what made a one-screen route fill a line; this walks the
/// value's mirror instead.
enum ReadableDescription {
    /// How deep a value is walked before the rest prints as an ellipsis, so that a
    /// recursive route cannot make one line unbounded.
    static let deepestLevel = 16

    /// - Parameter askingValue: `false` when the value's own conformance is what asks, so
    ///   its default derives the text instead of asking itself again.
    static func text(of subject: Any, depth: Int, askingValue: Bool = true) -> String {
        guard depth < deepestLevel else { return "…" }
        if askingValue, let custom = subject as? any CustomNavigationDescription {
            return custom.navigationDescription
        }
        if let string = subject as? String { return string.debugDescription }
        let mirror = Mirror(reflecting: subject)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            // Every level counts toward the bound, wrappers too: a class that holds one
            // optional of itself (a reply chain) nests without end and prints nothing.
            return text(of: wrapped.value, depth: depth + 1)
        case .collection, .set:
            return "[" + mirror.children.map { text(of: $0.value, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair in
                let parts = Array(Mirror(reflecting: pair.value).children)
                guard parts.count == 2 else { return text(of: pair.value, depth: depth + 1) }
                return text(of: parts[0].value, depth: depth + 1) + ": " + text(of: parts[1].value, depth: depth + 1)
            }
            return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
        default:
            break
        }
        if let convertible = subject as? any CustomStringConvertible { return convertible.description }
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: subject) }
            return (payload.label ?? "") + "(" + payloadText(payload.value, depth: depth + 1) + ")"
        case .struct, .class:
            let fields = Array(mirror.children)
            // A wrapper around one value (the public/internal split) says nothing the
            // value does not.
            if fields.count == 1 { return text(of: fields[0].value, depth: depth + 1) }
            let name = String(describing: type(of: subject))
            return name + "(" + labelled(fields, depth: depth + 1) + ")"
        case .tuple:
            return "(" + labelled(Array(mirror.children), depth: depth + 1) + ")"
        default:
            return String(describing: subject)
        }
    }

    /// An enum case's payload: its values, labelled where the case labels them.
    private static func payloadText(_ payload: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .tuple else { return text(of: payload, depth: depth) }
        return labelled(Array(mirror.children), depth: depth)
    }

    private static func labelled(_ fields: [Mirror.Child], depth: Int) -> String {
        fields.map { field in
            let value = text(of: field.value, depth: depth)
            guard let label = field.label, !label.hasPrefix(".") else { return value }
            return "\(label): \(value)"
        }.joined(separator: ", ")
    }
}

extension Double {
    /// `0.2` rather than `0.2000000001`-style noise, and `300` rather than `300.0`.
    var compactDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
