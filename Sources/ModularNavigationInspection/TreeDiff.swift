import ModularNavigation

/// The lines two printed trees share and the lines where they differ, as a reviewer
/// reads a diff: `- ` for a line only the first has, `+ ` for one only the second has.
///
/// ```swift
/// let diff = TreeDiff(from: expected.treeDescription, to: navigator.current.treeDescription)
/// if !diff.isEmpty { print(diff) }
/// ```
public struct TreeDiff: Hashable, Sendable, CustomStringConvertible {
    /// The lines, in the order of both trees.
    package let lines: [Line]

    /// Lines beyond which the trees' differing middles are not aligned line by line, to
    /// bound the work; the first middle then reads as removed and the second as added.
    static let alignedLines = 2_000

    /// Compares two printed trees line by line.
    ///
    /// The lines both trees begin and end with are matched first, in one pass, so equal
    /// trees of any length are one run of equal lines and a change costs what differs; only
    /// the middle between them is aligned, up to 2,000 lines each side.
    ///
    /// - Parameters:
    ///   - old: The first tree, such as what was expected.
    ///   - new: The second tree, such as what happened.
    public init(from old: String, to new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middle = Self.aligned(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        lines = a[..<prefix].map(Line.same) + middle + a[(a.count - suffix)...].map(Line.same)
    }

    /// The lines of two middles, aligned by their longest common subsequence while both
    /// are within the bound.
    private static func aligned(_ a: [String], _ b: [String]) -> [Line] {
        guard a.count <= alignedLines, b.count <= alignedLines else {
            return a.map(Line.removed) + b.map(Line.added)
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
        return result
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
