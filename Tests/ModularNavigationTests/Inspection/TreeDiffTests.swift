import ModularNavigation
import ModularNavigationInspection
import Testing

@Suite("tree diff")
struct TreeDiffTests {
    @Test("equal trees give an empty diff")
    func equalTrees() {
        let tree = "main\n  #0 home"
        #expect(TreeDiff(from: tree, to: tree).isEmpty)
        #expect(TreeDiff(from: tree, to: tree).description == "  main\n    #0 home")
    }

    @Test("a screen only one tree has is marked removed or added, in place")
    func changedLines() {
        let diff = TreeDiff(
            from: "main\n  #0 home\n  #1 list\n  #2 detail(1)", to: "main\n  #0 home\n  #3 settings\n  #2 detail(1)")
        #expect(
            diff.lines == [
                .same("main"), .same("  #0 home"), .removed("  #1 list"), .added("  #3 settings"),
                .same("  #2 detail(1)"),
            ])
        #expect(!diff.isEmpty)
    }

    @Test("trees too long to align read as all removed, then all added, without quadratic work")
    func longTrees() {
        let long = (0...TreeDiff.alignedLinesForTesting).map { "  #\($0) home" }.joined(separator: "\n")
        let diff = TreeDiff(from: long, to: "main")
        #expect(diff.lines.last == .added("main"))
        #expect(diff.lines.count == TreeDiff.alignedLinesForTesting + 2)
    }

    @Test("two equal trees past the line bound are empty; one changed line in a long tree is one line each way")
    func longEqualTrees() {
        for count in [TreeDiff.alignedLinesForTesting + 1, 10 * TreeDiff.alignedLinesForTesting] {
            let lines = (0..<count).map { "  #\($0) home" }
            let tree = lines.joined(separator: "\n")
            #expect(TreeDiff(from: tree, to: tree).isEmpty)
            var changed = lines
            changed[count / 2] = "  #\(count) settings"
            let diff = TreeDiff(from: tree, to: changed.joined(separator: "\n"))
            #expect(diff.lines.count == count + 1)
            #expect(
                diff.lines.filter { if case .same = $0 { false } else { true } } == [
                    .removed(lines[count / 2]), .added("  #\(count) settings"),
                ])
        }
    }
}
