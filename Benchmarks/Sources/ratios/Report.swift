/// The rows a run measured: printed as a markdown table and written as JSON.
struct Report {
    /// One measured quantity of one case: ours against a baseline.
    struct Row {
        /// The stable case id, such as `op.push` (listed in Benchmarks/README.md).
        var id: String
        /// What the case measures, for people.
        var label: String
        /// The stable metric name, such as `median_ns` or `allocations`.
        var metric: String
        var ours: Double?
        var baseline: Double?
        var unit: Unit
        /// Why a number is missing or how to read it.
        var note: String?

        /// Ours ÷ baseline, so above 1 is worse.
        ///
        /// `nil` when either is missing or the baseline is 0.
        var ratio: Double? {
            guard let ours, let baseline, baseline != 0 else { return nil }
            return ours / baseline
        }
    }

    private(set) var rows: [Row] = []

    mutating func add(
        _ id: String, _ label: String, _ metric: String, ours: Double, baseline: Double?, unit: Unit,
        note: String? = nil
    ) {
        rows.append(Row(id: id, label: label, metric: metric, ours: ours, baseline: baseline, unit: unit, note: note))
    }

    /// A row whose measurement could not be taken, with the reason.
    mutating func skip(_ id: String, _ label: String, _ metric: String, unit: Unit, note: String) {
        rows.append(Row(id: id, label: label, metric: metric, ours: nil, baseline: nil, unit: unit, note: note))
    }

    var markdown: String {
        var lines = [
            "| id | case | metric | ours | baseline | ours ÷ baseline |",
            "|---|---|---|---:|---:|---:|",
        ]
        for row in rows {
            var ratio = row.ratio.map(Self.times) ?? "—"
            if row.ratio == nil, let ours = row.ours, row.baseline == 0 {
                ratio = ours == 0 ? "same" : "\(row.unit.format(ours)) vs 0"
            }
            if let note = row.note { ratio += " (\(note))" }
            let cells = [
                row.id, row.label, row.metric,
                row.ours.map(row.unit.format) ?? "—", row.baseline.map(row.unit.format) ?? "—", ratio,
            ]
            lines.append(Self.markdownRow(cells))
        }
        return lines.joined(separator: "\n")
    }

    /// One table line, with `|` inside cells (as in `{a|:p0}`) escaped.
    static func markdownRow(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingPipes }.joined(separator: " | ") + " |"
    }

    /// Every row as `{"case", "metric", "ours", "baseline", "ratio", "unit"}` (and `"note"`
    /// when there is one), in one JSON array; missing numbers are `null`.
    var json: String {
        let objects = rows.map { row in
            var fields = [
                "\"case\": \(Self.quoted(row.id))",
                "\"metric\": \(Self.quoted(row.metric))",
                "\"ours\": \(Self.number(row.ours))",
                "\"baseline\": \(Self.number(row.baseline))",
                "\"ratio\": \(Self.number(row.ratio))",
                "\"unit\": \(Self.quoted(row.unit.name))",
            ]
            if let note = row.note { fields.append("\"note\": \(Self.quoted(note))") }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A ratio with two significant digits at least, so that a tiny one does not print as 0.
    static func times(_ value: Double) -> String {
        if value >= 100 { return Unit.grouped(Int(value.rounded())) + "×" }
        if value >= 10 { return Unit.fixed(value, digits: 1) + "×" }
        if value == 0 { return "0×" }
        var digits = 2
        var scaled = value
        while scaled < 0.1, digits < 8 {
            scaled *= 10
            digits += 1
        }
        return Unit.fixed(value, digits: digits) + "×"
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// How a number is printed, and its unit's name in JSON.
enum Unit {
    case nanoseconds
    case count
    case bytes

    var name: String {
        switch self {
        case .nanoseconds: "ns"
        case .count: "count"
        case .bytes: "bytes"
        }
    }

    func format(_ value: Double) -> String {
        switch self {
        case .nanoseconds:
            if value >= 10_000_000_000 { return Unit.fixed(value / 1_000_000_000, digits: 1) + " s" }
            if value >= 10_000_000 { return Unit.fixed(value / 1_000_000, digits: 1) + " ms" }
            if value >= 10_000 { return Unit.fixed(value / 1_000, digits: 1) + " µs" }
            return Unit.fixed(value, digits: 0) + " ns"
        case .count:
            if value != value.rounded() { return Unit.fixed(value, digits: 1) }
            return Unit.grouped(Int(value.rounded()))
        case .bytes:
            if value >= 10_000 { return Unit.fixed(value / 1_024, digits: 1) + " KiB" }
            return Unit.grouped(Int(value.rounded())) + " B"
        }
    }

    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard digits > 0 else { return grouped(scaled) }
        let whole = scaled / Int(scale)
        var fraction = String(abs(scaled) % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return (scaled < 0 && whole == 0 ? "-" : "") + grouped(whole) + "." + fraction
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index).isMultiple(of: 3) { result += "," }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }
}

extension String {
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
