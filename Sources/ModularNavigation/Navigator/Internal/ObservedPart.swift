/// A part of the navigation state that views observe apart from the rest.
@usableFromInline
enum ObservedPart<Tab: Hashable & Sendable> {
    case whole
    case top
    case tabSelection
    /// A split view's sidebar and content selections.
    case splitSelection
    case policy
    /// The stack at a location.
    case stack(StackLocation<Tab>)
    /// The presentation directly over a location.
    case presentation(StackLocation<Tab>)
}
