/// The markdown table the ratios run prints: one row per measured quantity.
struct Table {
    /// Whether a smaller or a larger number is better for the quantity.
    enum Better {
        case lower
        case higher
    }

    private var rows: [[String]] = []

    /// Adds a row; the ratio column says how many times better or worse ours is.
    mutating func add(
        _ label: String, _ metric: String, ours: Double, baseline: Double, unit: Unit, better: Better = .lower
    ) {
        rows.append([label, metric, unit.format(ours), unit.format(baseline), Self.ratio(ours, baseline, better)])
    }

    /// Adds a row without a ratio.
    mutating func note(_ label: String, _ metric: String, ours: String, baseline: String, ratio: String = "—") {
        rows.append([label, metric, ours, baseline, ratio])
    }

    /// How ours compares: "84× better" or "3.2× worse", from baseline ÷ ours when lower
    /// is better.
    static func ratio(_ ours: Double, _ baseline: Double, _ better: Better) -> String {
        let (top, bottom) = better == .lower ? (baseline, ours) : (ours, baseline)
        if top == bottom { return "same" }
        if bottom == 0 { return "0 vs \(Unit.grouped(Int(top.rounded())))" }
        if top == 0 { return "\(Unit.grouped(Int(bottom.rounded()))) vs 0" }
        let value = top / bottom
        return value >= 1 ? "\(times(value)) better" : "\(times(1 / value)) worse"
    }

    private static func times(_ value: Double) -> String {
        if value >= 100 { return Unit.grouped(Int(value.rounded())) + "×" }
        return Unit.fixed(value, digits: value >= 10 ? 1 : 2) + "×"
    }

    var markdown: String {
        var lines = [
            "| case | metric | ours | baseline | ours vs baseline |",
            "|---|---|---:|---:|---:|",
        ]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}

/// How a number is printed.
enum Unit {
    case nanoseconds
    case count
    case bytes
    case decimal

    func format(_ value: Double) -> String {
        switch self {
        case .nanoseconds:
            if value >= 10_000_000 { return Unit.fixed(value / 1_000_000, digits: 1) + " ms" }
            if value >= 10_000 { return Unit.fixed(value / 1_000, digits: 1) + " µs" }
            return Unit.fixed(value, digits: 0) + " ns"
        case .count: return Unit.grouped(Int(value.rounded()))
        case .bytes:
            if value >= 10_000 { return Unit.fixed(value / 1_024, digits: 1) + " KiB" }
            return Unit.grouped(Int(value.rounded())) + " B"
        case .decimal: return Unit.fixed(value, digits: 1)
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
        return grouped(whole) + "." + fraction
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
