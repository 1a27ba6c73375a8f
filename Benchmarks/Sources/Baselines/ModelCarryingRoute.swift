/// A route that carries its screen's view model, so the model lives exactly as long as
/// the route is on a path.
///
/// Source: seed 002's destinations that carry their payload in the enum case
/// (`SheetDestination.myNewSheet(completion:)`), applied to view models: the screen that
/// pushes makes the model and puts it in the route; `Hashable` compares the screen's
/// number only, as such hand-written conformances do.
public struct ModelCarryingRoute: Hashable {
    public let screen: Int
    public let model: DetailViewModel

    public init(screen: Int, model: DetailViewModel) {
        self.screen = screen
        self.model = model
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.screen == rhs.screen }

    public func hash(into hasher: inout Hasher) { hasher.combine(screen) }
}
