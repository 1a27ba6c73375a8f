/// Where a presentation hangs: over the stack that presented it, or over the whole app.
///
/// A layer normally belongs to the stack it was presented over: in tabs, the selected
/// tab's, so selecting another tab dismisses it. A composer, a call or a player belongs
/// to the app instead: presented ``overApp``, it covers the tab bar, and it stays up,
/// with what it presented over itself, while the tab, the split view's selection or the
/// flow above the tabs changes beneath it (a notification handler selects its tab and
/// pushes there; the draft stays). Such a layer may also be minimized
/// (``NavigationAction/minimize(_:)``): shrunk to a small overlay above everything while
/// the app under it stays usable, its screens kept, and expanded again.
///
/// ```swift
/// try state.perform(.present(.composer, .sheet(), placement: .overApp))
/// try state.perform(.selectTab(.inbox))  // the composer stays up
/// ```
///
/// Verbs that ask to show a screen of the base again (``NavigationAction/popTo(_:)``, a
/// `setRoot` or `dismiss` there) and ``NavigationAction/dismissAllPresentations`` take
/// it down as they take down any layer.
public enum PresentationPlacement: Hashable, Sendable, Codable {
    /// Over the stack that presented it, which the layer belongs to: the default.
    case overPresenter
    /// Over the whole app: the first layer of the chain, a sheet or a full-screen cover
    /// (a popover and an inspector hang off a view of their presenter, so neither can be).
    case overApp
}

extension PresentationPlacement: CustomStringConvertible {
    public var description: String {
        switch self {
        case .overPresenter: "over its presenter"
        case .overApp: "over the app"
        }
    }
}
