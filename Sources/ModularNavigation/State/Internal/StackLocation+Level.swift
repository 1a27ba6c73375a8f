extension StackLocation {
    /// The level of a presented stack, or `nil` for a base one.
    package var presentationLevel: Int? {
        if case .presented(let level) = self { return level }
        return nil
    }
}
