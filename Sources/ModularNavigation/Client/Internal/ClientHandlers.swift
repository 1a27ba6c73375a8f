/// What a client does, for whichever screen it acts for: one closure per capability, each
/// handed the client's screen.
///
/// A navigator makes one set when it is made, in the app's code, so every client it hands
/// out shares it and runs specialized for the app's routes, whichever module asks for the
/// client (the SwiftUI adapter's screens run generic): making a screen's client allocates
/// nothing, and copying one retains one object. A client made from closures (tests,
/// previews) and a scoped client have a set of their own.
@usableFromInline
final class ClientHandlers<Destination>: Sendable {
    @usableFromInline typealias Result = NavigationResult<any Sendable>
    @usableFromInline typealias Request = any Hashable & Sendable

    @usableFromInline let navigate: @MainActor (EntryID, Destination, NavigationMode) -> Void
    @usableFromInline let dismiss: @MainActor (EntryID) -> Void
    @usableFromInline let close: @MainActor (EntryID) -> Void
    @usableFromInline let navigateForResult:
        @MainActor (EntryID, Destination, NavigationMode, ResultExpectation) async -> Result
    @usableFromInline let finish: @MainActor (EntryID, any Sendable) -> ResultDelivery
    @usableFromInline let screenObject: @MainActor (EntryID, ObjectIdentifier, () -> AnyObject) -> AnyObject
    @usableFromInline let presentedResult: @MainActor (EntryID, ResultExpectation) async -> Result
    @usableFromInline let pop: @MainActor (EntryID, NavigationClient<Destination>.PopTarget) -> Void
    @usableFromInline let link: @MainActor (EntryID, Destination) -> NavigationLinkValue?
    @usableFromInline let presentDialog: @MainActor (EntryID, NavigationDialog<AnyHashableSendable>) async -> Result
    @usableFromInline let presentedDialogResult: @MainActor (EntryID, ResultExpectation) async -> Result
    @usableFromInline let isPresentingDialog: @MainActor (EntryID) -> Bool
    @usableFromInline let selectDetent: @MainActor (EntryID, SheetDetent) -> Void
    @usableFromInline let minimize: @MainActor (EntryID) -> Void
    @usableFromInline let request: @MainActor (EntryID, Request, NavigationMode) -> Void
    @usableFromInline let requestForResult:
        @MainActor (EntryID, Request, NavigationMode, ResultExpectation) async -> Result
    @usableFromInline let requestLink: @MainActor (EntryID, Request) -> NavigationLinkValue

    /// Takes a closure for every capability; the parameters are named as the
    /// capabilities are (see `NavigationClient`'s closure initializer).
    @usableFromInline
    init(
        navigate: @escaping @MainActor (EntryID, Destination, NavigationMode) -> Void,
        dismiss: @escaping @MainActor (EntryID) -> Void,
        close: @escaping @MainActor (EntryID) -> Void,
        navigateForResult:
            @escaping @MainActor (EntryID, Destination, NavigationMode, ResultExpectation) async -> Result,
        finish: @escaping @MainActor (EntryID, any Sendable) -> ResultDelivery,
        screenObject: @escaping @MainActor (EntryID, ObjectIdentifier, () -> AnyObject) -> AnyObject,
        presentedResult: @escaping @MainActor (EntryID, ResultExpectation) async -> Result,
        pop: @escaping @MainActor (EntryID, NavigationClient<Destination>.PopTarget) -> Void,
        link: @escaping @MainActor (EntryID, Destination) -> NavigationLinkValue?,
        presentDialog: @escaping @MainActor (EntryID, NavigationDialog<AnyHashableSendable>) async -> Result,
        presentedDialogResult: @escaping @MainActor (EntryID, ResultExpectation) async -> Result,
        isPresentingDialog: @escaping @MainActor (EntryID) -> Bool,
        selectDetent: @escaping @MainActor (EntryID, SheetDetent) -> Void,
        minimize: @escaping @MainActor (EntryID) -> Void,
        request: @escaping @MainActor (EntryID, Request, NavigationMode) -> Void,
        requestForResult: @escaping @MainActor (EntryID, Request, NavigationMode, ResultExpectation) async -> Result,
        requestLink: @escaping @MainActor (EntryID, Request) -> NavigationLinkValue
    ) {
        self.navigate = navigate
        self.dismiss = dismiss
        self.close = close
        self.navigateForResult = navigateForResult
        self.finish = finish
        self.screenObject = screenObject
        self.presentedResult = presentedResult
        self.pop = pop
        self.link = link
        self.presentDialog = presentDialog
        self.presentedDialogResult = presentedDialogResult
        self.isPresentingDialog = isPresentingDialog
        self.selectDetent = selectDetent
        self.minimize = minimize
        self.request = request
        self.requestForResult = requestForResult
        self.requestLink = requestLink
    }
}
