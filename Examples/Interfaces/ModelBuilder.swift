public import ModularNavigation

/// Makes the view model of a module's destination, given how it is shown and its client.
///
/// The platform-independent half of a module's builder: SwiftUI builders wrap the model
/// in a view, the terminal demo prints it, tests drive it. Builders should make models
/// with ``NavigationClient/screenObject(_:)`` so that a screen keeps its model however
/// often it is built.
public typealias ModelBuilder<Destination> =
    @MainActor (Destination, NavigationMode, NavigationClient<Destination>) -> any ScreenModel
