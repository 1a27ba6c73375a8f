/// How a stack is presented over another one.
public enum PresentationStyle: Hashable, Sendable, Codable {
    /// A sheet, drawn with SwiftUI's `.sheet` and the given options.
    case sheet(SheetOptions = SheetOptions())
    /// A full-screen cover, drawn with SwiftUI's `.fullScreenCover` where it exists.
    case fullScreenCover
}
