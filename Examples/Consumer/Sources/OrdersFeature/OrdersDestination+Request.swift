public import ModularNavigation

extension OrdersDestination: RequestingDestination {
    /// What Orders asks the app for: screens other modules draw.
    public enum Request: Hashable, Sendable {
        /// Where the user's deliveries go.
        ///
        /// The app decides which module shows the addresses, so Orders never imports
        /// that module.
        case deliveryAddresses
    }
}
