import ModularNavigation
import Testing

@Suite("Deep links: characters a user cannot see never reach a screen")
struct DeepLinkInvisibleCharacterTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    /// The percent-encoded UTF-8 of one scalar.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf8.map { "%" + ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// Every scalar in a class the docs promise to refuse, found by its Unicode properties.
    static let invisibleScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let properties = scalar.properties
        let refused =
            properties.isDefaultIgnorableCodePoint || properties.isBidiControl || properties.isNoncharacterCodePoint
            || [.control, .format, .lineSeparator, .paragraphSeparator].contains(properties.generalCategory)
            || (0xE0000...0xE007F).contains(value)
        return refused ? scalar : nil
    }

    /// The examples that once passed validation.
    static let reported: [UInt32] = [
        0x061C, 0x2060, 0x2062, 0x00AD, 0x180E, 0xE0041, 0x2028, 0x2029, 0x206A, 0xFFF9, 0x034F,
    ]

    @Test("The reported invisible characters are refused in path parameters and query values")
    func reportedExamples() throws {
        for value in Self.reported {
            let scalar = try #require(Unicode.Scalar(value))
            let escaped = Self.escaped(scalar)
            for url in [
                "https://example.com/profile/user/a\(escaped)b", "myapp:///profile/user/\(escaped)",
                "https://example.com/assets/search?q=cats\(escaped)", "https://example.com/assets/files/a/\(escaped)x",
            ] {
                #expect(deepLinkError { try table.resolve(url) } == .disallowedCharacter, "\(url)")
            }
        }
    }

    @Test("Every scalar with an invisible property is refused, the whole set, tag characters included")
    func wholePropertySet() {
        #expect(Self.invisibleScalars.count > 4_000)
        #expect(Self.reported.allSatisfy { value in Self.invisibleScalars.contains { $0.value == value } })
        var accepted: [String] = []
        for scalar in Self.invisibleScalars {
            let escaped = Self.escaped(scalar)
            let inPath = deepLinkError { try table.resolve("https://example.com/profile/user/a\(escaped)b") }
            let inQuery = deepLinkError { try table.resolve("https://example.com/assets/search?q=a\(escaped)b") }
            if inPath != .disallowedCharacter || inQuery != .disallowedCharacter {
                accepted.append(String(scalar.value, radix: 16, uppercase: true))
            }
        }
        #expect(accepted.isEmpty, "accepted: \(accepted.prefix(20))")
    }

    @Test("Visible text of every script, spaces and emoji without joiners still opens")
    func visibleTextOpens() throws {
        for name in [
            "Ada Lovelace", "J\u{FC}rgen", "\u{6F22}\u{5B57}", "\u{645}\u{62D}\u{645}\u{62F}", "\u{928}\u{92E}",
            "\u{1F431}", "a\u{A0}b", "\u{E000}",
        ] {
            let url = "https://example.com/profile/user/" + name.unicodeScalars.map(Self.escaped).joined()
            #expect(try table.resolve(url).value == .tab(.profile, path: [.profile(.user(name))]), "\(name)")
        }
    }

    @Test("A share link for a value holding an invisible character is refused, not written")
    func reverseRefusesInvisible() {
        for value in Self.reported {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                deepLinkError { try table.path(for: ProfileDestination.user("a" + String(scalar))) }
                    == .invalidArgument("username"))
        }
    }
}
