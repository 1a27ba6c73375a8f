/// A stack's identities, root first, as its saved form writes them: each run of
/// consecutive identities as its first one and its length.
///
/// A non-negative number is an identity; a negative number `-n` right after an identity
/// stands for the `n` identities after it, each one more: `[5,6,7,8,20]` is written
/// `[5,-3,20]`. Screens pushed one after another get consecutive identities, so a stack's
/// list is usually two numbers however deep it is, where one number per screen was most
/// of an archive's bytes beyond its routes. A list without negatives, as archives before
/// formats 5 and 6 wrote, reads as itself.
///
/// Reading checks the list's form and nothing else, so that each caller keeps its own
/// tolerance: the state's `Codable` form refuses a malformed list, the archive reader
/// renumbers its screens. Identities are handed out one at a time (``makeIterator()``),
/// as far as the caller's routes go, since a run may stand for more identities than any
/// stack holds.
struct IdentityRuns: Sequence, Codable, Sendable {
    /// The numbers as written, with every negative one right after an identity and every
    /// run ending at most at `Int64.max`.
    private let numbers: [Int64]

    /// Joins each run of consecutive identities; `nil` when an identity is beyond
    /// `Int64.max`, which no state within the identity limit holds.
    init?(_ identities: some Sequence<EntryID>) {
        var numbers: [Int64] = []
        var previous: Int64 = -1
        var run: Int64 = 0
        for identity in identities {
            guard let number = Int64(exactly: identity.rawValue) else { return nil }
            if !numbers.isEmpty, number > 0, number - 1 == previous {
                run += 1
            } else {
                if run > 0 { numbers.append(-run) }
                run = 0
                numbers.append(number)
            }
            previous = number
        }
        if run > 0 { numbers.append(-run) }
        self.numbers = numbers
    }

    /// Reads a list of numbers, throwing `DecodingError` when one is not an `Int64`, a
    /// negative one comes first or right after another, or a run would pass `Int64.max`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let numbers = try container.decode([Int64].self)
        // The identity the next negative number may continue; `nil` after a run.
        var runStart: Int64? = nil
        for number in numbers {
            if number >= 0 {
                runStart = number
                continue
            }
            // `magnitude` is exact even for `Int64.min`; `Int64.max - start` cannot overflow.
            guard let start = runStart, number.magnitude <= UInt64(Int64.max - start) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Identities written as runs are malformed.")
            }
            runStart = nil
        }
        self.numbers = numbers
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(numbers)
    }

    func makeIterator() -> Iterator {
        Iterator(numbers: numbers)
    }

    /// Hands out the identities one at a time, expanding a run only as far as it is read.
    struct Iterator: IteratorProtocol {
        private let numbers: [Int64]
        private var index = 0
        private var last: UInt64 = 0
        /// The identities of the current run not handed out yet.
        private var remaining: UInt64 = 0

        fileprivate init(numbers: [Int64]) {
            self.numbers = numbers
        }

        mutating func next() -> EntryID? {
            if remaining > 0 {
                // Within `Int64.max`: reading checked that every run ends there at most.
                remaining -= 1
                last += 1
            } else {
                guard index < numbers.endIndex else { return nil }
                last = numbers[index].magnitude
                index += 1
                if index < numbers.endIndex, numbers[index] < 0 {
                    remaining = numbers[index].magnitude
                    index += 1
                }
            }
            return EntryID(rawValue: last)
        }
    }
}
