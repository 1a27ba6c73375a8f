/// The Apple platforms the adapter draws on, and what each lacks: decided here once, so
/// the SwiftUI adapter, the core's gesture rules and the docs say the same.
///
/// iPhone and iPad have every presentation kind. macOS has no full-screen cover (a cover
/// is drawn as a sheet, dismissed like one) and no sheet detents (a sheet takes its
/// content's size; the state still holds the detents, so a state saved on iPhone restores
/// unchanged). An inspector is a trailing column and a window a window on macOS, as in
/// regular width on iPad.
package enum PresentationPlatform: Hashable, Sendable {
    /// iPhone and iPad.
    case iOS
    /// The Mac, natively (not Mac Catalyst, which draws as iPad).
    case macOS

    /// The platform this code is built for.
    package static var current: PresentationPlatform {
        #if os(macOS)
            .macOS
        #else
            .iOS
        #endif
    }

    /// The kind a layer of `kind` is drawn as here: every kind as itself, except a
    /// full-screen cover on macOS, which is a sheet.
    package func drawnKind(of kind: PresentationKind) -> PresentationKind {
        switch (self, kind) {
        case (.macOS, .fullScreenCover): .sheet
        case (_, let kind): kind
        }
    }

    /// Whether a sheet rests at its detents here; a macOS sheet takes its content's size.
    package var drawsSheetDetents: Bool { self == .iOS }
}
