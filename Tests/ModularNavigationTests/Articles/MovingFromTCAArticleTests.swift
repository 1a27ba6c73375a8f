import ModularNavigation
import ModularNavigationTesting
import Observation
import Testing

// The Moving from TCA article's flow, word for word: a contact list, a contact's detail,
// an edit sheet with Save and Cancel, and an alert before deleting. Library API only.

private enum ContactsDestination: Hashable, Sendable {
    case list
    case detail(id: Int)
    case edit(id: Int)
}

private enum DeleteChoice: Hashable, Sendable {
    case delete, keep
}

/// The contacts themselves: app data, which navigation never carries.
@MainActor
@Observable
private final class ContactBook {
    var names: [Int: String] = [1: "Ada", 2: "Grace"]
}

@MainActor
@Observable
private final class ContactListModel {
    private let navigationClient: NavigationClient<ContactsDestination>

    init(navigationClient: NavigationClient<ContactsDestination>) {
        self.navigationClient = navigationClient
    }

    func open(id: Int) {
        navigationClient.push(.detail(id: id))
    }
}

@MainActor
@Observable
private final class ContactDetailModel {
    let id: Int
    private let book: ContactBook
    private let navigationClient: NavigationClient<ContactsDestination>

    init(id: Int, book: ContactBook, navigationClient: NavigationClient<ContactsDestination>) {
        self.id = id
        self.book = book
        self.navigationClient = navigationClient
    }

    var name: String { book.names[id] ?? "" }

    func edit() async {
        let result = await navigationClient.navigate(to: .edit(id: id), mode: .sheet(), expecting: String.self)
        if case .finished(let newName) = result {
            book.names[id] = newName
        }
    }

    func delete() async {
        let answer = await navigationClient.presentDialog(
            .alert(
                "Delete \(name)?",
                buttons: [
                    DialogButton("Delete", role: .destructive, action: DeleteChoice.delete),
                    DialogButton("Cancel", role: .cancel, action: DeleteChoice.keep),
                ]))
        guard answer == .finished(.delete) else { return }
        book.names[id] = nil
        navigationClient.dismiss()
    }
}

@MainActor
@Observable
private final class EditContactModel {
    var name: String
    private let navigationClient: NavigationClient<ContactsDestination>

    init(name: String, navigationClient: NavigationClient<ContactsDestination>) {
        self.name = name
        self.navigationClient = navigationClient
    }

    func save() {
        navigationClient.finish(with: name)
    }

    func cancel() {
        navigationClient.dismiss()
    }
}

private enum AppRoute: Hashable, Sendable {
    case contacts(ContactsDestination)
}

@MainActor
@Suite("the Moving from TCA article")
struct MovingFromTCAArticleTests {
    @Test("list, detail, edit sheet saved and cancelled, then a delete confirmed: the whole flow on a navigator")
    func wholeFlow() async {
        let book = ContactBook()
        let navigator = Navigator(root: AppRoute.contacts(.list))
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        let list = ContactListModel(navigationClient: navigator.rootClient.scope(AppRoute.contacts))

        list.open(id: 1)
        let detail = navigator.topScreenObject(scope: AppRoute.contacts) {
            ContactDetailModel(id: 1, book: book, navigationClient: $0)
        }
        events.expectEvents([
            "pushed #1 contacts(detail(id: 1)) onto main", "screen shown #1 contacts(detail(id: 1)) at main",
        ])

        let saving = await navigator.start { await detail.edit() }
        expectTree(
            navigator,
            """
            main
              #0 contacts(list)
              #1 contacts(detail(id: 1))
              sheet
                #2 contacts(edit(id: 1))
            """)
        let editor = navigator.topScreenObject(scope: AppRoute.contacts) {
            EditContactModel(name: detail.name, navigationClient: $0)
        }
        editor.name = "Ada Lovelace"
        editor.save()
        await saving.value
        #expect(detail.name == "Ada Lovelace")
        events.skipEvents()

        let cancelling = await navigator.start { await detail.edit() }
        navigator.topScreenObject(scope: AppRoute.contacts) {
            EditContactModel(name: detail.name, navigationClient: $0)
        }.cancel()
        await cancelling.value
        #expect(detail.name == "Ada Lovelace")
        events.skipEvents()

        let host = HeadlessHost(navigator: navigator)
        let deleting = await navigator.start { await detail.delete() }
        expectSettled(host)
        expectDialog(navigator, "Delete Ada Lovelace?", buttons: ["Delete", "Cancel"])
        #expect(host.chooseDialogButton(labeled: "Delete"))
        expectSettled(host)
        await deleting.value
        #expect(book.names[1] == nil)
        expectTree(
            navigator,
            """
            main
              #0 contacts(list)
            """)
        events.skipEvents()
    }

    @Test("the detail's logic alone, against a recording client: what a TestStore asserts")
    func detailAlone() async {
        let book = ContactBook()
        let recorder = RecordingNavigationClient<ContactsDestination>()
        let detail = ContactDetailModel(id: 2, book: book, navigationClient: recorder.client)

        recorder.result = { _, _ in "Grace Hopper" }
        await detail.edit()
        expectPresented(.edit(id: 2), .sheet(), by: recorder)
        #expect(book.names[2] == "Grace Hopper")

        recorder.answerDialogs(with: DeleteChoice.keep)
        await detail.delete()
        expectPresentedDialog("Delete Grace Hopper?", by: recorder)
        #expect(book.names[2] == "Grace Hopper")

        recorder.answerDialogs(with: DeleteChoice.delete)
        await detail.delete()
        expectDismissed(by: recorder)
        #expect(book.names[2] == nil)
    }
}
