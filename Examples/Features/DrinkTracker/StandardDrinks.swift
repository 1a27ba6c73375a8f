/// An amount of alcohol in standard drinks, counted in tenths so sums stay exact.
public struct StandardDrinks: Hashable, Sendable, Codable, Comparable {
    /// The amount in tenths of a standard drink.
    public let tenths: Int

    /// Creates an amount from tenths of a standard drink.
    public init(tenths: Int) {
        self.tenths = tenths
    }

    /// No alcohol.
    public static let zero = StandardDrinks(tenths: 0)

    public static func + (lhs: Self, rhs: Self) -> Self { StandardDrinks(tenths: lhs.tenths + rhs.tenths) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.tenths < rhs.tenths }
}

extension StandardDrinks: CustomStringConvertible {
    public var description: String { "\(tenths / 10).\(tenths % 10)" }

    /// The amount as a number of standard drinks, for a localized number format: 2.3.
    public var value: Double { Double(tenths) / 10 }
}

/// A drink described on the custom drink sheet.
public struct CustomDrink: Hashable, Sendable, Codable {
    /// What the user called it.
    public let name: String
    /// How much alcohol it holds.
    public let amount: StandardDrinks

    /// Creates a custom drink.
    public init(name: String, amount: StandardDrinks) {
        self.name = name
        self.amount = amount
    }
}
