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

    /// The SwiftUI modifier that draws this style; options apart.
    @inlinable
    package var kind: PresentationKind {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .inspector: .inspector
        }
    }

    /// Whether a layer in this style has a dismissal gesture of its own the user may use:
    /// one of its ``dismissGestures``, unless its options turn them off.
    package var offersDismissGesture: Bool {
        guard !dismissGestures.isEmpty else { return false }
        switch self {
        case .sheet(let options): return !options.interactiveDismissDisabled
        case .inspector(let options): return !options.interactiveDismissDisabled
        case .fullScreenCover, .popover: return true
        }
    }

    /// The user's own gestures that dismiss a layer of this style where it is drawn,
    /// whatever its options say: the one list SwiftUI's `interactiveDismissDisabled` and
    /// the headless host's gestures both read (through ``offersDismissGesture``).
    ///
    /// A sheet's swipe down, which also dismisses an inspector and a popover (SwiftUI
    /// draws both as sheets in compact width), and a tap outside a popover. A full-screen
    /// cover has none, except where the platform draws it as a sheet (macOS). The state
    /// does not know the width, so it offers what either does.
    package var dismissGestures: Set<PresentationKind.DismissGesture> {
        switch self {
        case .sheet, .inspector: [.swipeDown]
        case .popover: [.tapOutside, .swipeDown]
        case .fullScreenCover:
            PresentationPlatform.current.drawnKind(of: .fullScreenCover) == .sheet ? [.swipeDown] : []
        }
    }

    /// Whether the stack this layer is presented from stays in front of the user: it
    /// does beside an inspector's column, and is covered by every other kind.
    @usableFromInline
    package var leavesPresenterInFront: Bool {
        switch self {
        case .sheet, .fullScreenCover, .popover: false
        case .inspector: true
        }
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

/// A presentation style without its options: the SwiftUI modifier that draws it.
///
/// Each stack view carries one modifier of each kind, and a layer replaces another in
/// place only under the same kind. Derived from ``PresentationStyle`` alone.
@usableFromInline
package enum PresentationKind: Hashable, Sendable, CaseIterable {
    /// `sheet(item:)`.
    case sheet
    /// `fullScreenCover(item:)`.
    case fullScreenCover
    /// `popover(item:)`.
    case popover
    /// `inspector(isPresented:)`.
    case inspector

    /// A gesture of the user's that dismisses a layer.
    package enum DismissGesture: Hashable, Sendable {
        /// Swiping the layer down.
        case swipeDown
        /// Tapping outside the layer.
        case tapOutside
    }

    /// Whether the end of this kind's dismissal is its content's `onDisappear` (a popover
    /// and an inspector have no `onDismiss`), which also runs when a cover hides the
    /// content while the layer stays.
    package var endsWithContentDisappearing: Bool {
        switch self {
        case .popover, .inspector: true
        case .sheet, .fullScreenCover: false
        }
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
