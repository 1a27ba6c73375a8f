@testable import ModularNavigation

/// The harness's check of the navigator's reads in place (`NavigationState+ReadInPlace.swift`):
/// moving the base out and back answers what matching a copy of it answers, and leaves
/// the state as it was.
extension InvariantHarness {
    func checkReadsInPlace(of state: NavigationState<TestRoute, TestTab>) -> String? {
        var read = state
        // The screen on top, the first and the last of the state's list, and one no state
        // holds (identities are never reused, so one above the highest handed out is gone):
        // every screen on every step would make the long runs much longer.
        let entries = state.entries
        let screens = [state.topScreen.id, entries.first?.id, entries.last?.id, EntryID(rawValue: highest &+ 1)]
            .compactMap { $0 }
        for screen in screens {
            let inPlace = read.positionInPlace(of: screen)
            let copied = state.position(of: screen)
            guard inPlace?.location == copied?.location, inPlace?.index == copied?.index else {
                return "read in place: the position of \(screen) differs from the copied read's"
            }
        }
        guard read.topStackInPlace() == state.topStack else { return "read in place: another top stack" }
        guard read.topLocationInPlace() == state.topLocation else { return "read in place: another top location" }
        guard read.baseLocationInPlace() == state.baseLocation else { return "read in place: another base location" }
        guard read == state else { return "read in place: the reads changed the state" }
        return nil
    }
}
