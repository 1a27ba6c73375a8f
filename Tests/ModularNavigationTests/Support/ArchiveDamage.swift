/// The ways the fuzz tests damage a saved archive, shared so that every layout's archive
/// is damaged the same way.
enum ArchiveDamage {
    /// Changes, removes or inserts bytes at random places, `edits` times.
    static func editBytes(
        _ bytes: inout [UInt8],
        edits: Int,
        pieces: [UInt8],
        using generator: inout some RandomNumberGenerator
    ) {
        for _ in 0..<edits {
            guard !bytes.isEmpty else { return }
            let index = Int.random(in: bytes.indices, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes[index] = pieces.randomElement(using: &generator) ?? 0
            case 1: bytes.remove(at: index)
            default: bytes.insert(pieces.randomElement(using: &generator) ?? 0, at: index)
            }
        }
    }

    /// Replaces one JSON value (the text after a random colon, up to the next `,`, `]` or
    /// `}`) with one of `replacements`; `false` when the text has no colon.
    static func replaceValue(
        in json: inout String,
        with replacements: [String],
        using generator: inout some RandomNumberGenerator
    ) -> Bool {
        let colons = json.indices.filter { json[$0] == ":" }
        guard let colon = colons.randomElement(using: &generator) else { return false }
        let start = json.index(after: colon)
        var end = start
        while end < json.endIndex, !",]}".contains(json[end]) { end = json.index(after: end) }
        json.replaceSubrange(start..<end, with: replacements.randomElement(using: &generator) ?? "null")
        return true
    }
}
