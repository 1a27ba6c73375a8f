import ModularNavigation

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

extension RouteMap {
    /// ASCII letters and digits as they are, any other character as `_` and the hex of
    /// its UTF-8 bytes: a bare identifier both formats accept, and distinct names give
    /// distinct identifiers (`a.b` is `a_2Eb`, `a_b` is `a_5Fb`).
    package static func identifier(_ text: String) -> String {
        var identifier = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber) {
                identifier.append(character)
            } else {
                for byte in String(character).utf8 {
                    identifier += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
        }
        return identifier
    }

    /// Text for inside a quoted Mermaid label: quotes, `#`, `|` and angle brackets as
    /// entity codes, line breaks as spaces, so no label ends early or spans lines.
    package static func mermaidText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "#": escaped += "#35;"
            case "|": escaped += "#124;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case _ where character.isNewline: escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
