import ModularNavigation

/// The lines two printed trees share and the lines where they differ, as a reviewer
/// reads a diff: `- ` for a line only the first has, `+ ` for one only the second has.
///
/// ```swift
/// let diff = TreeDiff(from: expected.treeDescription, to: navigator.current.treeDescription)
/// if !diff.isEmpty { print(diff) }
/// ```
public struct TreeDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the diff; apps read the diff as text (``description``).
    package enum Line: Hashable, Sendable {
        /// In both trees.
        case same(String)
        /// Only in the first tree.
        case removed(String)
        /// Only in the second tree.
        case added(String)
    }

    /// The lines, in the order of both trees.
    package let lines: [Line]

    /// Lines beyond which the trees are not aligned line by line, to bound the work;
    /// the first tree then reads as removed and the second as added.
    static let alignedLines = 2_000
    package static var alignedLinesForTesting: Int { alignedLines }

    /// Compares two printed trees line by line.
    ///
    /// - Parameters:
    ///   - old: The first tree, such as what was expected.
    ///   - new: The second tree, such as what happened.
    public init(from old: String, to new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count <= Self.alignedLines, b.count <= Self.alignedLines else {
            lines = a.map(Line.removed) + b.map(Line.added)
            return
        }
        // Longest common subsequence, from the ends, so the walk below reads forwards.
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                // Removed lines first, as reviewers read a replaced line.
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        lines = result
    }

    /// Whether the trees are the same.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The diff as text: `  ` before shared lines, `- ` and `+ ` before the others.
    public var description: String {
        lines.map { line in
            switch line {
            case .same(let text): "  " + text
            case .removed(let text): "- " + text
            case .added(let text): "+ " + text
            }
        }
        .joined(separator: "\n")
    }
}
