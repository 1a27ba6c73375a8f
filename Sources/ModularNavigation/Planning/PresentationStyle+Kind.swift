extension PresentationStyle {
    /// Whether two styles are drawn by the same SwiftUI modifier (sheet, or cover), so
    /// one can replace the other in place; sheet options may differ.
    @inlinable
    public func isSameKind(as other: PresentationStyle) -> Bool {
        switch (self, other) {
        case (.sheet, .sheet), (.fullScreenCover, .fullScreenCover): true
        default: false
        }
    }
}
