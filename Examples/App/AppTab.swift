/// The tabs of the example app, in tab bar order; each has its own stack.
public enum AppTab: String, Hashable, Sendable, Codable, CaseIterable {
    case home
    case routine
    case library
    case assets
    case drinks
}
