@testable import ModularNavigation

/// The navigator's reused change record is, between changes, a new record: a field
/// `NavigationChange.clear()` forgot would carry one change's parts into the next.
extension InvariantHarness {
    func checkChangeRecordCleared() -> String? {
        let record = navigator.record
        guard !record.isInUse else { return "change record: still in use after the change" }
        let change = record.change
        let locations = [change.stacks, change.presentationsOver]
        guard locations.allSatisfy({ $0.first == nil && $0.second == nil && $0.more.isEmpty }) else {
            return "change record: locations left from the last change"
        }
        guard change.restyled == nil, change.reselectedAtRoot == nil, change.topBefore == nil,
            change.topAfter == nil, change.shown == nil
        else { return "change record: a location or screen left from the last change" }
        guard change.departed.isEmpty, change.departedRoot == nil, change.linkStep.isEmpty,
            change.closedDialogs.isEmpty
        else { return "change record: departures, a link step or dialogs left from the last change" }
        guard !change.tabsChanged, !change.splitChanged, !change.dialogChanged, change.reportsEvents else {
            return "change record: a flag left from the last change"
        }
        return nil
    }
}
