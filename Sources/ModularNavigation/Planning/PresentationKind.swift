/// The SwiftUI modifier a presentation is drawn with: each stack view carries one of
/// each, and a layer replaces another in place only under the same one.
package enum PresentationKind: Hashable, Sendable, CaseIterable {
    /// `sheet(item:)`.
    case sheet
    /// `fullScreenCover(item:)`.
    case fullScreenCover
    /// `popover(item:)`.
    case popover
}
