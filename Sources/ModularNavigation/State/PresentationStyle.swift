/// How a stack is presented over another one.
public enum PresentationStyle: Hashable, Sendable, Codable {
    /// A sheet, drawn with SwiftUI's `.sheet` and the given options.
    case sheet(SheetOptions = SheetOptions())
    /// A full-screen cover, drawn with SwiftUI's `.fullScreenCover` where it exists.
    case fullScreenCover
    /// A popover, drawn with SwiftUI's `.popover`, which shows it as a sheet in compact width.
    case popover(PopoverOptions = PopoverOptions())

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
}
