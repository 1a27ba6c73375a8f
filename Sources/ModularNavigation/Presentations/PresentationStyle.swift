/// How a stack is presented over another one: the one list of presentation kinds.
///
/// Every other place that names a kind refers to this list: the mode a screen is shown
/// in (``NavigationMode/presented(_:)``), link targets, archives, the headless host and
/// the SwiftUI adapter. Each switch over it is exhaustive, so a new kind is a compile
/// error wherever something must decide what it means.
public enum PresentationStyle: Hashable, Sendable, Codable {
    /// A sheet, drawn with SwiftUI's `.sheet` and the given options.
    case sheet(SheetOptions = SheetOptions())
    /// A full-screen cover, drawn with SwiftUI's `.fullScreenCover`; macOS has none and
    /// draws a sheet.
    case fullScreenCover
    /// A popover, drawn with SwiftUI's `.popover`, which shows it as a sheet in compact width.
    case popover(PopoverOptions = PopoverOptions())
    /// An inspector, drawn with SwiftUI's `.inspector`: a trailing column beside the stack
    /// it is presented from in regular width, a sheet over it in compact width. That
    /// stack stays in front (see ``InspectorOptions``).
    case inspector(InspectorOptions = InspectorOptions())

    /// The sheet's options, or `nil` for another style.
    @inlinable
    public var sheetOptions: SheetOptions? {
        if case .sheet(let options) = self { options } else { nil }
    }

    /// The popover's options, or `nil` for another style.
    @inlinable
    public var popoverOptions: PopoverOptions? {
        if case .popover(let options) = self { options } else { nil }
    }

    /// The style without a sheet's selected detent: what the presentation was asked to
    /// be, apart from where the user has since dragged it.
    @usableFromInline
    var configuration: PresentationStyle {
        guard case .sheet(var options) = self, options.selectedDetent != nil else { return self }
        options.selectedDetent = nil
        return .sheet(options)
    }
}

extension PresentationStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fullScreenCover: "fullScreenCover"
        case .sheet(let options): options == SheetOptions() ? "sheet" : "sheet \(options)"
        case .popover(let options): options == PopoverOptions() ? "popover" : "popover \(options)"
        case .inspector(let options): options == InspectorOptions() ? "inspector" : "inspector \(options)"
        }
    }
}

extension PresentationStyle {
    /// Whether every number of the style is finite: sheet detents (those it offers, rests
    /// at, and lets the background be touched up through) and corner radius, popover
    /// anchor, inspector widths.
    ///
    /// Sizes that are finite but make no sense (a negative height, a fraction above 1)
    /// are kept, since they save and restore, and drawn through ``SheetDetent/drawable``
    /// and ``PopoverOptions/Anchor/drawable``.
    public var hasFiniteNumbers: Bool {
        switch self {
        case .sheet(let options):
            options.detents.allSatisfy(\.isFinite) && (options.selectedDetent?.isFinite ?? true)
                && (options.cornerRadius?.isFinite ?? true) && options.backgroundInteraction.isFinite
        case .fullScreenCover:
            true
        case .popover(let options):
            options.attachmentAnchor.isFinite
        case .inspector(let options):
            options.hasFiniteNumbers
        }
    }
}
