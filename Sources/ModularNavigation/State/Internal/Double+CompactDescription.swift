extension Double {
    /// `0.2` rather than `0.2000000001`-style noise, and `300` rather than `300.0`.
    var compactDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
