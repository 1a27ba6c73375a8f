/// The assets the module shows: its data dependency.
public struct AssetStore: Sendable {
    /// The asset names by number.
    public let names: [Int: String]

    /// Creates a store.
    public init(names: [Int: String]) {
        self.names = names
    }

    /// The asset numbers in order.
    public var ids: [Int] { names.keys.sorted() }

    /// The store the app ships.
    public static let live = AssetStore(names: [7: "Pump 7", 12: "Boiler 12"])
}
