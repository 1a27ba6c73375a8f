#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Where a proposed change comes from, so that guards and analytics can tell a tap in
/// a module from a deep link or a restored launch.
public enum NavigationSource: Hashable, Sendable {
    /// The app called a ``Navigator`` method, such as ``Navigator/push(_:)``.
    case app
    /// The user acted through the system's own controls: a back swipe or back button,
    /// a sheet swiped down, a tab tapped, a list selection, a dialog's button. The
    /// SwiftUI adapter and the headless host report gestures with this source.
    case user
    /// A screen's ``NavigationClient`` asked for the change; the payload is that screen.
    case client(EntryID)
    /// A deep link opened through ``Navigator/open(_:)``, or a target through
    /// ``Navigator/open(_:url:)``; the URL the link came from, `nil` for a target opened
    /// without one.
    case deepLink(URL?)
    /// A saved state came back through
    /// ``Navigator/restore(from:schemaVersion:fallback:migration:)``.
    case restoration
}
