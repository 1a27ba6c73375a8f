import ModularNavigation
import Testing

/// The matching rule the DeepLinks article states, written the slow way over the list of
/// patterns, with no trie: at each segment take the first group of patterns, in precedence
/// order, whose edge accepts the segment and that holds a route of the URL's remaining
/// length (or a tail that can take it); when none does, or the URL ends where no route
/// ends, the deepest tail passed takes the rest.
private struct WalkRule {
    enum Edge: Equatable {
        case literal(String)
        case int, plain, tail
    }

    let patterns: [(text: String, edges: [Edge])]

    init(_ patterns: [String]) {
        self.patterns = patterns.map { text in
            let edges = text.split(separator: "/").map { piece -> Edge in
                if piece.hasPrefix("*") { return .tail }
                if piece.hasSuffix("(int)") { return .int }
                if piece.hasPrefix(":") { return .plain }
                return .literal(String(piece))
            }
            return (text, edges)
        }
    }

    func match(_ segments: [String]) -> String? {
        var group = patterns.indices.map { $0 }
        var fallback: String?
        for (index, segment) in segments.enumerated() {
            if let tail = group.first(where: { index < patterns[$0].edges.count && patterns[$0].edges[index] == .tail })
            {
                fallback = patterns[tail].text
            }
            let remaining = segments.count - index - 1
            let order: [Edge] = [.literal(segment)] + (isInt(segment) ? [.int] : []) + [.plain]
            var chosen: [Int]?
            for edge in order {
                let next = group.filter { index < patterns[$0].edges.count && patterns[$0].edges[index] == edge }
                if next.contains(where: { admits(patterns[$0].edges, after: index, remaining: remaining) }) {
                    chosen = next
                    break
                }
            }
            guard let chosen else { return fallback }
            group = chosen
        }
        let ending = group.first { patterns[$0].edges.count == segments.count && !patterns[$0].edges.contains(.tail) }
        return ending.map { patterns[$0].text } ?? fallback
    }

    /// Whether a pattern, past position `index`, ends after exactly `remaining` more
    /// segments or has a tail that can take them.
    private func admits(_ edges: [Edge], after index: Int, remaining: Int) -> Bool {
        if let tail = edges.firstIndex(of: .tail) { return tail > index && remaining >= tail - index }
        return edges.count - index - 1 == remaining
    }

    private func isInt(_ text: String) -> Bool {
        Int(text).map { String($0) == text } ?? false
    }
}

@Suite("Deep-link tables: the walk follows the documented rule")
struct DeepLinkWalkRuleTests {
    @Test("On random overlapping tables, every URL opens the route the stated rule names")
    func matchesTheStatedRule() throws {
        var random = SplitMix64(state: 31)
        let pieces = ["a", "b", "1", ":p", ":n(int)", "*rest"]
        let words = ["a", "b", "1", "7", "x", "007"]
        var checked = 0
        for _ in 0..<300 {
            var patterns: [String] = []
            var table = try DeepLinkTable<String>(routes: [])
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                var parts: [String] = []
                for position in 0..<Int.random(in: 0...4, using: &random) {
                    // Names differ by position so that one pattern never repeats one.
                    let piece = pieces.randomElement(using: &random) ?? "a"
                    switch piece {
                    case ":p": parts.append(":p\(position)")
                    case ":n(int)": parts.append(":n\(position)(int)")
                    default: parts.append(piece)
                    }
                    if piece == "*rest" { break }
                }
                let pattern = "/" + parts.joined(separator: "/")
                let candidate = patterns + [pattern]
                // Patterns that conflict with one already chosen are left out.
                if let built = try? DeepLinkTable<String>(
                    routes: candidate.map { text in DeepLinkRoute(text) { _ in text } })
                {
                    patterns = candidate
                    table = built
                }
            }
            let rule = WalkRule(table.patterns)
            for _ in 0..<30 {
                let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    words.randomElement(using: &random) ?? "a"
                }
                let path = "/" + segments.joined(separator: "/")
                let resolved = try? table.resolve(path: path)
                #expect(resolved?.pattern == rule.match(segments), "\(path) in \(table.patterns)")
                checked += 1
            }
        }
        #expect(checked == 9_000)
    }
}
