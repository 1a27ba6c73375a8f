/// A state inside a value of the app's own, written and read by the same build.
///
/// To save navigation across launches, use ``NavigationState/archived(schemaVersion:tabCustomization:)``
/// instead: it is versioned, migrates old routes and repairs damage, while this
/// conformance is strict and unversioned (see the "Saving and restoring" article).
extension NavigationState: Codable where Route: Codable, Tab: Codable {
    private enum CodingKeys: String, CodingKey {
        case base, presentations, nextID
        // Absent while no flow is pushed above the tabs (an app without tabs), so that
        // states without one encode as they always did, and states from before it decode.
        case aboveTabsFlowRoot
        // Absent while no flow is minimized, for the same reasons.
        case minimized
    }

    /// Decodes a state and checks its promises, so that a decoded state is as valid as
    /// one built in code: tabs non-empty, unique and with a valid selection; a split
    /// view's detail stack present exactly while something is selected; identities
    /// unique and below the next one to hand out, which is
    /// itself within the identity limit, 2⁶², so that new screens always have room;
    /// every number in the presentations finite (see ``PresentationStyle/hasFiniteNumbers``);
    /// no two sheets of one ``SheetOptions/id``; a layer over the app only as the first
    /// layer, a sheet or a cover, and a minimized flow only of such a layer;
    /// the root of a flow pushed above the tabs, when one is named, a pushed screen of a
    /// state without tabs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = try container.decode(Base.self, forKey: .base)
        let presentations = try container.decode([NavigationPresentation<Route>].self, forKey: .presentations)
        let nextID = try container.decode(UInt64.self, forKey: .nextID)
        guard nextID <= EntryID.limit else {
            throw DecodingError.dataCorruptedError(
                forKey: .nextID, in: container, debugDescription: "The next identity is beyond the identity limit.")
        }
        self.init(base: base, presentations: presentations, nextID: nextID)
        _aboveTabsFlowRoot = try container.decodeIfPresent(EntryID.self, forKey: .aboveTabsFlowRoot)
        _minimized = try container.decodeIfPresent(NavigationPresentation<Route>.self, forKey: .minimized)

        if case .tabs(let tabs) = base, !tabs.isValid {
            throw DecodingError.dataCorruptedError(
                forKey: .base, in: container,
                debugDescription: "Tabs are empty, repeated, or the selection is out of range.")
        }
        if case .split(let split) = base, !split.isValid {
            throw DecodingError.dataCorruptedError(
                forKey: .base, in: container,
                debugDescription: "The split view's detail stack does not match its selection.")
        }
        do throws(NavigationError) {
            try requireAcceptable()
        } catch {
            let reason =
                switch error {
                case .nonFiniteNumber: "A presentation holds a NaN or infinite number."
                case .overAppUnavailable: "A layer hangs over the app where none can, or a minimized flow does not."
                default: "Two sheets share an id (\(error))."
                }
            throw DecodingError.dataCorruptedError(forKey: .presentations, in: container, debugDescription: reason)
        }
        let ids = entries.map(\.id)
        guard Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .base, in: container, debugDescription: "Two screens share an identity.")
        }
        guard ids.allSatisfy({ $0.rawValue < nextID }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .nextID, in: container, debugDescription: "An identity is not below the next one to hand out.")
        }
        guard keepingAboveTabsFlow(_aboveTabsFlowRoot)._aboveTabsFlowRoot == _aboveTabsFlowRoot else {
            throw DecodingError.dataCorruptedError(
                forKey: .aboveTabsFlowRoot, in: container,
                debugDescription: "The flow above the tabs does not begin at a pushed screen of a state without tabs.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base, forKey: .base)
        try container.encode(presentations, forKey: .presentations)
        try container.encode(nextID, forKey: .nextID)
        try container.encodeIfPresent(_aboveTabsFlowRoot, forKey: .aboveTabsFlowRoot)
        try container.encodeIfPresent(_minimized, forKey: .minimized)
    }
}
