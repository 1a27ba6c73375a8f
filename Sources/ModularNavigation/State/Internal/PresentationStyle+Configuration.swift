extension PresentationStyle {
    /// The style without a sheet's selected detent: what the presentation was asked to
    /// be, apart from where the user has since dragged it.
    var configuration: PresentationStyle {
        guard case .sheet(var options) = self, options.selectedDetent != nil else { return self }
        options.selectedDetent = nil
        return .sheet(options)
    }
}
