#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI

    extension PopoverAnchor {
        /// The anchor as SwiftUI's; a value from data that cannot be drawn is the bounds.
        var swiftUIAnchor: PopoverAttachmentAnchor {
            switch drawable {
            case .bounds: .rect(.bounds)
            case .point(let x, let y): .point(UnitPoint(x: CGFloat(x), y: CGFloat(y)))
            case .rect(let x, let y, let width, let height):
                .rect(.rect(CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))))
            }
        }
    }

    extension PopoverArrowEdge {
        var swiftUIEdge: Edge {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
        }
    }
#endif
