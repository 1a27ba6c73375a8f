import ModularNavigation
import ModularNavigationTesting
import Testing

// The Alerts and dialogs article's open dialog, read whole, and a typed dialog erased to
// the state's form for a recorder.

private enum PlaylistAction: Hashable, Sendable {
    case delete, keep
}

private enum PlayerRoute: Hashable, Sendable {
    case albums
    case album(id: Int)
}

@MainActor
@Suite("the Alerts and dialogs article: the open dialog")
struct OpenDialogArticleTests {
    @Test("expectDialog checks the title and labels; the message, roles and actions are read from navigator.dialog")
    func readTheOpenDialog() async {
        let navigator = Navigator(root: PlayerRoute.albums)
        let client = navigator.rootClient
        let asking = await navigator.start {
            await client.presentDialog(
                .alert(
                    "Delete this playlist?",
                    message: "Its songs stay in the library.",
                    buttons: [
                        DialogButton("Delete", role: .destructive, action: PlaylistAction.delete), .cancel("Keep"),
                    ]))
        }
        expectDialog(navigator, "Delete this playlist?", buttons: ["Delete", "Keep"])
        #expect(navigator.dialog?.message == "Its songs stay in the library.")
        #expect(navigator.dialog?.buttons.map(\.role) == [.destructive, .cancel])
        #expect(navigator.dialog?.buttons.first?.action == AnyHashableSendable(PlaylistAction.delete))

        navigator.perform(.chooseDialogButton(at: 0))
        #expect(await asking.value == .finished(.delete))
    }

    @Test("a typed dialog erased to the state's form scripts a recorder's dialog and compares with what it recorded")
    func erasedDialog() async {
        let deletion = NavigationDialog<PlaylistAction>.alert(
            "Delete this playlist?",
            buttons: [
                DialogButton("Delete", role: .destructive, action: .delete),
                .cancel("Keep"),
            ])
        let recorder = RecordingNavigationClient<PlayerRoute>()
        recorder.presentedDialog = NavigationDialog(erasing: deletion)
        recorder.answerDialogs(with: PlaylistAction.delete)
        let client = recorder.client

        #expect(client.isPresentingDialog)
        #expect(await client.presentedDialogResult(expecting: PlaylistAction.self) == .finished(.delete))
        _ = await client.presentDialog(deletion)
        #expect(recorder.dialogs == [NavigationDialog(erasing: deletion)])
    }
}
