/// The options of an inspector: the width of its column, and whether the user may swipe
/// it away where it is a sheet.
///
/// An inspector is a presentation kind (``PresentationStyle/inspector(_:)``), drawn with
/// SwiftUI's iOS 17 `inspector(isPresented:content:)`: a trailing column beside the
/// stack it is presented from in regular width, a sheet over it in compact width. The
/// state says inspector in both; a size-class change redraws it and changes nothing.
///
/// What differs from the other kinds: the stack it is presented from stays in front,
/// since in regular width the user still sees and touches it beside the column. That
/// stack may push, pop and present; what it presents goes on top of the chain, over the
/// inspector, as UIKit presents from the topmost controller.
///
/// ```swift
/// navigator.present(.noteInfo(id: 7), style: .inspector(InspectorOptions(idealWidth: 320)))
/// ```
public struct InspectorOptions: Hashable, Sendable, Codable {
    /// The narrowest the column may be, in points; `nil` for the system's.
    public var minWidth: Double?
    /// The column's width, in points; `nil` for the system's.
    public var idealWidth: Double?
    /// The widest the column may be, in points; `nil` for the system's.
    public var maxWidth: Double?
    /// When `true`, the user cannot swipe the inspector away where it is a sheet (or drag
    /// its column closed on macOS); only code dismisses it.
    public var interactiveDismissDisabled: Bool

    /// Creates inspector options.
    ///
    /// - Parameters:
    ///   - minWidth: The narrowest width of the column; `nil` for the system's.
    ///   - idealWidth: The width of the column; `nil` for the system's.
    ///   - maxWidth: The widest width of the column; `nil` for the system's.
    ///   - interactiveDismissDisabled: Whether the user's own gesture is turned off.
    public init(
        minWidth: Double? = nil,
        idealWidth: Double? = nil,
        maxWidth: Double? = nil,
        interactiveDismissDisabled: Bool = false
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.interactiveDismissDisabled = interactiveDismissDisabled
    }

    /// Whether every width is finite, as the state accepts only finite numbers.
    var hasFiniteNumbers: Bool {
        [minWidth, idealWidth, maxWidth].allSatisfy { $0?.isFinite ?? true }
    }

    /// The widths as they can be drawn, smallest first, or `nil` for the system's.
    ///
    /// Widths arrive as data (links, archives): a negative one draws as the system's,
    /// and bounds that cross are ordered, so SwiftUI never receives a range it rejects.
    /// The state keeps the values it was given, so an archive round-trips unchanged.
    public var drawableWidths: (min: Double?, ideal: Double, max: Double?)? {
        func drawable(_ width: Double?) -> Double? { width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        guard let ideal = drawable(idealWidth) else { return nil }
        let low = drawable(minWidth).map { Swift.min($0, ideal) }
        let high = drawable(maxWidth).map { Swift.max($0, ideal) }
        return (low, ideal, high)
    }
}

extension InspectorOptions: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        let widths = [("min", minWidth), ("width", idealWidth), ("max", maxWidth)]
        for (name, width) in widths { if let width { parts.append("\(name) \(width.compactDescription)") } }
        if interactiveDismissDisabled { parts.append("no swipe") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
