/// What presenting a sheet does while a sheet with the same ``SheetOptions/id`` is up.
///
/// SwiftUI's `sheet(item:)` never shows two sheets for one item; this is that rule for
/// a navigation state, where any screen or link may ask for the same sheet again.
public enum SheetReplacement: String, Hashable, Sendable, Codable {
    /// The sheet that is up stays as it is, and the second is refused with
    /// ``NavigationError/sheetAlreadyPresented(id:)``, reported like any refusal: a
    /// draft in an open editor is never lost to a second tap or a late link.
    case keep
    /// The sheet that is up is dismissed, with what covers it, and the new one is
    /// presented in its place.
    case replace
}
