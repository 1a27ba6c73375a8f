#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    /// A module's SwiftUI builder as a value: what a parent or the app stores and passes on.
    ///
    /// The Library module spells its own `LibraryDestinationBuilder`, as the cookbook
    /// does; the other modules share this one.
    @MainActor
    public struct FeatureBuilder<Destination, Content: View> {
        /// Builds the view of a destination.
        public let buildDestination: DestinationBuilder<Destination, Content>

        /// Creates a builder from a closure.
        public init(buildDestination: @escaping DestinationBuilder<Destination, Content>) {
            self.buildDestination = buildDestination
        }
    }

    extension FeatureBuilder where Content == ScreenModelView {
        /// A builder for a module whose screens need nothing but their models' titles,
        /// statuses and actions: every screen draws its model.
        ///
        /// - Parameter models: The module's models, made once per screen.
        public init(drawing models: @escaping ModelBuilder<Destination>) {
            self.init { destination, mode, client in ScreenModelView(model: models(destination, mode, client)) }
        }
    }
#endif
