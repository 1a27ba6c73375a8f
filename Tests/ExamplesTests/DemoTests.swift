import AssetsFeature
import DrinkTrackerFeature
import ExampleApp
import Foundation
import ModularNavigation
import NavigationDemoKit
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif

// The terminal demo: commands, a script through the shared kit, and the same script
// through the built `navigation-demo` executable.

/// A short tour: a cross-module result, a bad command, a deep link, save and restore.
let demoScript = """
    # a comment, skipped
    tab assets
    1
    1
    1
    bogus
    open navdemo://drinks/quick-entry
    events
    save
    close
    restore
    quit
    """

@MainActor
@Suite("terminal demo")
struct DemoTests {
    @Test("commands parse, and bad ones explain themselves in one line")
    func parsing() {
        #expect(DemoCommand.parse("3") == .success(.action(3)))
        #expect(DemoCommand.parse("  tab   drinks ") == .success(.tab("drinks")))
        #expect(DemoCommand.parse("open navdemo://assets/7") == .success(.open("navdemo://assets/7")))
        #expect(DemoCommand.parse("# note") == nil)
        #expect(DemoCommand.parse("") == nil)
        #expect(DemoCommand.parse("fly") == .failure(.unknown("fly")))
        #expect(DemoCommand.parse("tab") == .failure(.missingArgument("tab", "NAME")))
        #expect(DemoCommand.parse("back now") == .failure(.unexpectedArgument("back")))
        #expect(DemoInputError.unknown("fly").description == "Unknown command 'fly'. Type help for the commands.")
    }

    @Test("bad input never changes the state")
    func badInput() async {
        let session = DemoSession()
        let before = session.app.navigator.state
        for line in ["9", "back", "close", "tab nowhere", "open ftp://x", "restore", "open", "1 2"] {
            let answer = await session.handle(line)
            #expect(answer?.contains("\n") == false, "\(line) answered \(answer ?? "nothing")")
        }
        #expect(session.app.navigator.state == before)
    }

    @Test("the demo offers sign-in when settings need it, and then shows them")
    func signInThroughTheDemo() async {
        let session = DemoSession()
        _ = await session.handle("tab drinks")
        let signIn = await session.handle("5") ?? ""
        #expect(signIn.contains("#5 Sign in  <- top"), "\(signIn)")
        #expect(signIn.contains("Sign in: Settings need an account\n  1. Sign in\n  2. Cancel"), "\(signIn)")
        let settings = await session.handle("1") ?? ""
        #expect(settings.contains("Settings  <- top"), "\(settings)")
    }

    @Test("an open alert shows its numbered buttons and is answered with choose N")
    func alertThroughTheDemo() async {
        let session = DemoSession()
        for line in ["tab drinks", "2", "1", "1", "1"] { _ = await session.handle(line) }
        let alert = await session.handle("1") ?? ""
        #expect(
            alert.hasSuffix(
                "alert: Delete Beer? — It no longer counts towards today's total.\n"
                    + "  choose 1. Delete (destructive)\n  choose 2. Keep (cancel)"),
            "\(alert)")
        #expect(await session.handle("1") == "The alert \"Delete Beer?\" takes every tap; answer it with choose N.")
        #expect(await session.handle("choose 3") == "No button 3 here; pick 1 to 2.")
        #expect(DemoCommand.parse("choose") == .failure(.missingArgument("choose", "N")))

        let deleted = await session.handle("choose 1") ?? ""
        #expect(deleted.contains("#6 History  <- top"), "\(deleted)")
        #expect(session.app.dependencies.drinks.records.isEmpty)
        #expect(await session.handle("choose 1") == "No alert or dialog is open.")
    }

    @Test("the demo switches to the split layout: a book in the detail, back to the sidebar")
    func splitLayout() async {
        let session = DemoSession()
        let split = await session.handle("layout split") ?? ""
        #expect(split.contains("sidebar (selected: library/shelf)"), "\(split)")
        let book = await session.handle("1") ?? ""
        #expect(book.contains("detail\n"), "\(book)")
        #expect(session.app.navigator.state.stack(at: .detail)?.depth == 1)
        _ = await session.handle("back")
        let sidebar = await session.handle("back") ?? ""
        #expect(sidebar.hasPrefix("sidebar\n"), "\(sidebar)")
        #expect(session.app.navigator.splitSelection() == nil)
        #expect(DemoCommand.parse("layout") == .failure(.missingArgument("layout", "tabs|tabsplit|split|split3")))
        let tabs = await session.handle("layout tabs") ?? ""
        #expect(tabs.hasPrefix("tab home (selected)"), "\(tabs)")
    }

    @Test("the iPad tabs: a row of the Assets tab's sidebar selects the asset, back clears the selection")
    func tabSplitLayout() async {
        let session = DemoSession()
        _ = await session.handle("layout tabsplit")
        let list = await session.handle("tab assets") ?? ""
        #expect(list.contains("tab assets (selected)\n  sidebar\n    #3 Assets  <- top"), "\(list)")
        let asset = await session.handle("1") ?? ""
        #expect(asset.contains("Pump 7: No linked issue"), "\(asset)")
        #expect(session.app.navigator.splitSelection(in: .assets) == .assets(.detail(id: 7)))
        #expect(session.app.navigator.state.stack(at: .tab(.assets))?.depth == 0, "a row selects; it pushes nothing")
        let back = await session.handle("back") ?? ""
        #expect(back.contains("#3 Assets  <- top"), "\(back)")
        #expect(session.app.navigator.splitSelection(in: .assets) == nil)
    }

    @Test("three columns: an asset from the list, back to the list and the sidebar")
    func threeColumnLayout() async {
        let session = DemoSession()
        let list = await session.handle("layout split3") ?? ""
        #expect(list.contains("sidebar (selected: assets/list)\n  #0 Home\ncontent: Assets  <- top"), "\(list)")
        let asset = await session.handle("1") ?? ""
        #expect(asset.contains("content (selected: assets/detail(id: 7))\ndetail\n"), "\(asset)")
        #expect(session.app.navigator.contentSelection() == .assets(.detail(id: 7)))
        let back = await session.handle("back") ?? ""
        #expect(back.contains("content: Assets  <- top"), "\(back)")
        let sidebar = await session.handle("back") ?? ""
        #expect(sidebar.hasPrefix("sidebar\n"), "\(sidebar)")
        #expect(
            await session.handle("layout split4")
                == "No layout named 'split4'; the layouts are tabs, tabsplit, split, split3.")
    }

    @Test("save and restore keep the layout the app is in; a state saved in another layout is adapted")
    func layoutsSaveAndRestore() async {
        let session = DemoSession()
        _ = await session.handle("layout split")
        _ = await session.handle("1")
        _ = await session.handle("save")
        let split = await session.handle("restore") ?? ""
        #expect(
            split.hasPrefix("Relaunched from the saved state (restored).\nsidebar (selected: library/shelf)"),
            "\(split)")
        #expect(session.app.navigator.state.stack(at: .detail)?.depth == 1)

        _ = await session.handle("layout tabs")
        let tabs = await session.handle("restore") ?? ""
        #expect(
            tabs.hasPrefix(
                "Relaunched from the saved state (restored). It was saved in the split layout; the app runs in tabs."
            ), "\(tabs)")
        #expect(session.app.navigator.state.selectedTab == .library)
        #expect(session.app.navigator.state.stack(at: .tab(.library))?.depth == 1)
    }

    @Test("a script drives the real app: result, link, save, relaunch")
    func transcript() async {
        let output = await DemoRunner.transcript(of: demoScript)
        expectDemoTour(output)
    }

    @Test("the built executable runs a script file")
    func executable() throws {
        guard let demo = builtDemo() else {
            Issue.record("navigation-demo is not built next to the tests; run swift build first")
            return
        }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).txt")
        try demoScript.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }

        let process = Process()
        process.executableURL = demo
        process.arguments = ["--script", script.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        expectDemoTour(String(decoding: data, as: UTF8.self))
    }

    /// The executable SwiftPM built next to the test product.
    private func builtDemo() -> URL? {
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = directory.appendingPathComponent("navigation-demo")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}

/// What the tour must show, whichever way it ran.
func expectDemoTour(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = [
        "ModularNavigation demo. Type help for the commands.",
        "> tab assets",
        "  sheet\n    #6 Pick an issue  <- top",
        "Pump 7: Linked to #31 Leaking valve",
        "> bogus\nUnknown command 'bogus'. Type help for the commands.",
        "Opened navdemo://drinks/quick-entry",
        "  sheet [0.2]\n    #7 Quick entry  <- top",
        "Saved the navigation state",
        "> close\ntab home",
        "Relaunched from the saved state (restored).",
        "screen_view issues/picker (presented 1)",
        "> quit\nBye.",
    ]
    for fragment in expected {
        #expect(output.contains(fragment), "missing: \(fragment)", sourceLocation: sourceLocation)
    }
    // After the relaunch the quick entry sheet is back, as it was saved.
    let afterRestore = output.components(separatedBy: "Relaunched from the saved state").last ?? ""
    #expect(afterRestore.contains("#7 Quick entry  <- top"), sourceLocation: sourceLocation)
}
