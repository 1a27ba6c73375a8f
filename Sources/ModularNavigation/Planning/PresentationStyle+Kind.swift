extension PresentationStyle {
    /// Whether two styles are drawn by the same SwiftUI modifier (sheet, cover or
    /// popover), so one can replace the other in place; options may differ.
    @inlinable
    public func isSameKind(as other: PresentationStyle) -> Bool {
        switch (self, other) {
        case (.sheet, .sheet), (.fullScreenCover, .fullScreenCover), (.popover, .popover): true
        default: false
        }
    }

    /// The SwiftUI modifier that draws this style.
    package var kind: PresentationKind {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        }
    }
}
