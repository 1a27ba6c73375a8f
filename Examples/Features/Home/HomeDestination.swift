public import LibraryFeature

/// Every screen of the Home module, which shows Library screens on its own stack.
///
/// Home is a parent module: it imports Library and wraps Library's destinations in one
/// case, so Library's screens push onto Home's stack without Library knowing Home.
public enum HomeDestination: Hashable, Sendable, Codable {
    /// The dashboard, the Home tab's root.
    case dashboard
    /// A Library screen shown inside Home.
    case library(LibraryDestination)
}
