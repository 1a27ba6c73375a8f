extension NavigationState {
    /// A screen and the screens under it, nearest first: down its own stack, then down
    /// each stack it is presented over.
    func screensBelow(_ screen: EntryID) -> [EntryID] {
        guard let (location, index) = position(of: screen) else { return [] }
        var result = (stack(at: location)?.entries[...index].reversed().map(\.id)) ?? []
        if case .presented(let level) = location {
            let below = (1..<level).reversed().map { StackLocation<Tab>.presented($0) } + [baseLocation]
            for location in below {
                result += stack(at: location)?.entries.reversed().map(\.id) ?? []
            }
        }
        return result
    }
}
