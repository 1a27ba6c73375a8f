import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Alerts and dialogs article and the SwiftUI module's Your own tab
// view article: library API only, on routes of their own.

private enum PlaylistAction: Hashable, Sendable {
    case delete, keep
}

private enum PlayerTab: Hashable, Sendable, CaseIterable {
    case library, search
}

private enum PlayerRoute: Hashable, Sendable {
    case albums
    case album(id: Int)
    case search
}

@MainActor
@Suite("the dialog and tab articles")
struct DialogAndTabArticleTests {
    @Test("one dialog after another: the second shows once the first is answered, and each presenter gets its choice")
    func oneAfterAnother() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.rootClient
        let deleting = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.deleteDraft) }
        let sharing = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        expectSettled(host)
        #expect(host.dialog?.title == "Delete draft?")
        #expect(navigator.state.queuedDialogs.map(\.title) == ["Draft"])

        #expect(host.chooseDialogButton(labeled: "Keep"))
        expectSettled(host)
        #expect(await deleting.value == .finished(.keep))
        #expect(host.dialog?.title == "Draft")

        #expect(host.chooseDialogButton(labeled: "Share"))
        expectSettled(host)
        #expect(await sharing.value == .finished(.share))
        expectNoDialog(navigator)
    }

    @Test("a dialog is answered by tapping its button in the headless host")
    func dialogAnswered() async {
        let navigator = Navigator(root: PlayerRoute.albums)
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        let client = navigator.rootClient

        let asking = await navigator.start {
            await client.presentDialog(
                .alert(
                    "Delete this playlist?",
                    buttons: [
                        DialogButton("Delete", role: .destructive, action: PlaylistAction.delete),
                        DialogButton("Keep", role: .cancel, action: PlaylistAction.keep),
                    ]))
        }
        expectSettled(host)
        expectDialog(navigator, "Delete this playlist?", buttons: ["Delete", "Keep"])

        #expect(host.chooseDialogButton(labeled: "Keep"))
        expectSettled(host)
        #expect(await asking.value == .finished(.keep))
        expectNoDialog(navigator)
    }

    @Test("a test starts with a dialog up, and the presenter's code answers it; a cancel button needs no value")
    func startsWithDialog() async throws {
        let state = try NavigationState(root: PlayerRoute.albums, path: [.album(id: 7)])
            .presentingDialog(
                .alert(
                    "Delete this playlist?",
                    buttons: [
                        DialogButton("Delete", role: .destructive, action: PlaylistAction.delete),
                        .cancel("Cancel"),
                    ]))
        let navigator = Navigator(state)
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        expectDialog(navigator, "Delete this playlist?", buttons: ["Delete", "Cancel"])

        let album = navigator.client(for: navigator.topStack.top.id)
        #expect(album.isPresentingDialog)
        let answer = await navigator.start {
            await album.presentedDialogResult(expecting: PlaylistAction.self)
        }
        #expect(host.chooseDialogButton(labeled: "Cancel"))
        expectSettled(host)
        #expect(await answer.value == .cancelled)
        #expect(!album.isPresentingDialog)
    }

    @Test("a re-tap on a tab at its root asks its screen to scroll to the top")
    func scrollToTop() throws {
        let navigator = Navigator(
            try NavigationState(selectedTab: PlayerTab.library) { tab in
                tab == .library ? PlayerRoute.albums : .search
            })
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.album(id: 3))

        #expect(host.tapTab(.library))
        expectSettled(host)
        #expect(navigator.topStack.depth == 0)
        #expect(navigator.scrollToTopRequests(for: .library) == 0)
        #expect(host.tapTab(.library))
        expectSettled(host)
        #expect(navigator.scrollToTopRequests(for: .library) == 1)
    }
}
