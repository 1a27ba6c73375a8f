public import Observation

/// The key path the registrar knows one observed part by.
///
/// A view under a presentation reads two parts, its stack and the layer over it, so the
/// registrar keeps both keys in the same small tables, and its hash tables compare keys
/// whenever two land in neighbouring buckets. Two key paths of one type are compared
/// component by component, arguments and all; key paths of different types are told
/// apart by their type alone. So the layer over a stack has a key of its own type
/// (`Bool`), and the two keys a view reads never take the long comparison.
@usableFromInline
enum ObservationKey<Root> {
    /// A stack, the selection, the policy, the top, or the whole state.
    case part(KeyPath<Root, Int>)
    /// The presentation directly over a stack.
    case layer(KeyPath<Root, Bool>)
}

/// The number that tells one part's observation key from another's: a key path's
/// subscript argument.
///
/// The registrar hashes a key path on every `willSet`, `didSet` and cancelled
/// observation, about ten times a change, and a key path hashes its argument through
/// `hashValue`. An `Int`'s `hashValue` runs a whole seeded hash each time; this number is
/// its own hash value, which the key path then mixes into its own seeded hash. Sets and
/// dictionaries of these numbers still hash through `hash(into:)`.
@usableFromInline
struct ObservedPartNumber: Hashable, Sendable {
    @usableFromInline let rawValue: Int

    @inlinable init(_ rawValue: Int) { self.rawValue = rawValue }

    @inlinable var hashValue: Int { rawValue }

    @inlinable func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension ObservationRegistrar {
    /// Records that `subject`'s part was read, whichever type its key has.
    @inlinable
    func access<Subject: Observable>(_ subject: Subject, key: ObservationKey<Subject>) {
        switch key {
        case .part(let path): access(subject, keyPath: path)
        case .layer(let path): access(subject, keyPath: path)
        }
    }

    /// Tells the part's observers that it is about to change.
    @inlinable
    func willSet<Subject: Observable>(_ subject: Subject, key: ObservationKey<Subject>) {
        switch key {
        case .part(let path): willSet(subject, keyPath: path)
        case .layer(let path): willSet(subject, keyPath: path)
        }
    }

    /// Tells the part's observers that it changed.
    @inlinable
    func didSet<Subject: Observable>(_ subject: Subject, key: ObservationKey<Subject>) {
        switch key {
        case .part(let path): didSet(subject, keyPath: path)
        case .layer(let path): didSet(subject, keyPath: path)
        }
    }
}
