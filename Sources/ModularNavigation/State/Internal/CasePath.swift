/// A value's case path, read with `Mirror`: what `ScreenKind` names and what
/// ``CustomNavigationDescription/screenKind`` derives by default.
///
/// `package`: the one walk both use, so the inspection module names kinds exactly as the
/// default of the requirement does.
package enum CasePath {
    /// How deep a value is walked, so that a recursive route cannot make a name unbounded.
    static let deepestLevel = 16

    /// The segments of a value's case path; empty when nothing can be derived.
    ///
    /// - Parameter askingValue: `false` when the value's own conformance is what asks, so
    ///   its default derives the path instead of asking itself again.
    package static func segments(of value: Any, askingValue: Bool = true) -> [String] {
        segments(of: value, depth: 0, askingValue: askingValue)
    }

    private static func segments(of value: Any, depth: Int, askingValue: Bool) -> [String] {
        guard depth < deepestLevel else { return [] }
        if askingValue, let custom = value as? any CustomNavigationDescription {
            return custom.screenKind.split(separator: ".").map(String.init)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first, let label = payload.label else {
                return [String(describing: value)]
            }
            return [label] + segments(of: payload.value, depth: depth + 1, askingValue: true)
        case .struct, .class:
            // A wrapper around one value (the public/internal split) says nothing the value does not.
            let fields = Array(mirror.children)
            guard fields.count == 1 else { return [] }
            return segments(of: fields[0].value, depth: depth + 1, askingValue: true)
        default:
            return []
        }
    }
}
