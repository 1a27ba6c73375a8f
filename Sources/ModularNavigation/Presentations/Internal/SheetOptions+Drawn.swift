extension SheetOptions {
    /// The detents the sheet is drawn at: its ``detents``, or large alone when it has none
    /// (the system default), the one rule the core and every backend read.
    package var drawnDetents: [SheetDetent] {
        detents.isEmpty ? [.large] : detents
    }

    /// Whether the user can touch what is behind the sheet where it rests: its
    /// background interaction is enabled, at every detent, or up through one that its
    /// resting detent is, or comes before among ``detents`` (listed smallest first).
    package var leavesBackgroundInReach: Bool {
        switch backgroundInteraction {
        case .automatic, .disabled: return false
        case .enabled: return true
        case .enabledUpThrough(let limit):
            guard let resting = restingDetent, let restingIndex = detents.firstIndex(of: resting) else {
                return false
            }
            return resting == limit || detents.firstIndex(of: limit).map { restingIndex <= $0 } ?? false
        }
    }

    /// The detent a drag means that settled where `drawn` draws: `nil` when the sheet
    /// already rests at a detent that draws the same, else the first offered detent that
    /// does (`nil` when none does).
    ///
    /// Two detents may draw alike (`.fraction(2)` and `.fraction(1)` both fill the
    /// height), and SwiftUI writes back only what it draws: the adapter and the headless
    /// host both map a drag through this one rule, so a drag to where the sheet rests
    /// changes no detent.
    package func detent(drawnAs drawn: SheetDetent) -> SheetDetent? {
        let drawn = drawn.drawable
        guard let resting = restingDetent, resting.drawable != drawn else { return nil }
        return detents.first { $0.drawable == drawn }
    }
}
