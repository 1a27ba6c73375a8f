import Foundation
import Testing

// Every Swift snippet in the DocC articles and the README is taken from code that
// compiles: the example app, the consumer package (`Examples/Consumer`, which CI builds
// and tests on its own), their tests, the README's tests, or the library-only code of
// articles that define their own helpers (`Tests/ModularNavigationTests/Articles`). This
// test finds each snippet's lines, in order, in one of those files (skipping only
// comment, blank and import lines there, and ignoring a leading `private`, which test
// files need and snippets may drop), so an article cannot drift from the code it quotes.

@Suite("documentation snippets")
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let articles: [URL] = {
        let catalogs = [
            "Sources/ModularNavigation/ModularNavigation.docc",
            "Sources/ModularNavigationInspection/ModularNavigationInspection.docc",
            "Sources/ModularNavigationSwiftUI/ModularNavigationSwiftUI.docc/Articles",
            "Sources/ModularNavigationUIKit/ModularNavigationUIKit.docc/Articles",
            "Sources/ModularNavigationTesting/ModularNavigationTesting.docc",
        ]
        return catalogs.flatMap { files(under: root.appendingPathComponent($0), ending: ".md") }
            + [root.appendingPathComponent("README.md"), root.appendingPathComponent("AGENTS.md")]
    }()

    /// The compiled code articles may quote; `Examples` holds the consumer package too.
    static let sourceFiles: [URL] = [
        "Examples", "Tests/ExamplesTests", "Tests/ModularNavigationTests/QuickStartTests.swift",
        "Tests/ModularNavigationTests/ReadmeOutsideInputTests.swift", "Tests/ModularNavigationTests/Articles",
    ]
    .flatMap { files(under: root.appendingPathComponent($0), ending: ".swift") }

    static let sources: [[String]] = sourceFiles.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(normalized) }

    @Test("the articles have snippets to check")
    func articlesExist() throws {
        #expect(Self.articles.count >= 10)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.swiftSnippets(in: readme).count >= 5)
    }

    @Test("the consumer package's sources and tests may be quoted, and its build folder may not")
    func consumerSourcesAreQuotable() {
        let paths = Self.sourceFiles.map(\.path)
        #expect(paths.contains { $0.hasSuffix("Examples/Consumer/Sources/ConsumerApp/AppRoute.swift") })
        #expect(paths.contains { $0.contains("Examples/Consumer/Tests/ConsumerAppTests/") })
        #expect(!paths.contains { $0.contains("/.build/") })
    }

    @Test("every Swift snippet in the articles is quoted from compiled code")
    func snippetsAreQuoted() throws {
        for article in Self.articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for snippet in Self.swiftSnippets(in: text) {
                let found = Self.sources.contains { Self.contains($0, snippet) }
                #expect(
                    found,
                    "\(article.lastPathComponent): snippet not found in code:\n\(snippet.joined(separator: "\n"))")
            }
        }
    }

    static func swiftSnippets(in text: String) -> [[String]] {
        var snippets: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                snippets.append(lines.filter { !$0.isEmpty })
                current = nil
            } else if current != nil {
                current?.append(normalized(line))
            }
        }
        return snippets
    }

    /// Whether `snippet`'s lines appear in `source` in order, with only comments and blank
    /// lines of the source between them.
    static func contains(_ source: [String], _ snippet: [String]) -> Bool {
        guard let first = snippet.first else { return true }
        for start in source.indices where source[start] == first {
            var index = start + 1
            var matched = 1
            while matched < snippet.count, index < source.count {
                if source[index] == snippet[matched] {
                    matched += 1
                } else if !(source[index].isEmpty || source[index].hasPrefix("//")
                    || source[index].hasPrefix("import "))
                {
                    break
                }
                index += 1
            }
            if matched == snippet.count { return true }
        }
        return false
    }

    static func normalized(_ line: some StringProtocol) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("private ") ? String(trimmed.dropFirst("private ".count)) : trimmed
    }

    static func files(under url: URL, ending suffix: String) -> [URL] {
        if url.path.hasSuffix(suffix) { return [url] }
        // Hidden folders hold build products, such as the consumer package's `.build`.
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.path.hasSuffix(suffix) }.sorted {
            $0.path < $1.path
        }
    }
}
