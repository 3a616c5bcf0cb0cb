/// What the measurer asks of one row of samples.
extension SampledFrame {
    /// The colour most of the row's samples share and how many share it, or nil when no colour
    /// holds `share` of them (a row of text, keys, or a photo).
    func uniformColour(row: Int, share: Double = RowShare.uniform) -> (UInt8, UInt8, UInt8)? {
        let count = columns.count
        // The middle sample and a few others as candidates: a uniform row agrees with most.
        for candidate in [count / 2, count / 4, 3 * count / 4, 0, count - 1] {
            let colour = self.colour(row: row, sample: candidate)
            if fraction(row: row, matching: colour) >= share { return colour }
        }
        return nil
    }

    /// The share of the row's samples within tolerance of `colour`.
    func fraction(row: Int, matching colour: (UInt8, UInt8, UInt8)) -> Double {
        var matches = 0
        let count = columns.count
        samples.withUnsafeBufferPointer { bytes in
            var index = row * count * 3
            for _ in 0..<count {
                if sameColour((bytes[index], bytes[index + 1], bytes[index + 2]), colour) { matches += 1 }
                index += 3
            }
        }
        return Double(matches) / Double(count)
    }

    /// The share of the whole frame's samples within tolerance of `colour`.
    func share(matching colour: (UInt8, UInt8, UInt8)) -> Double {
        var matches = 0
        samples.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                if sameColour((bytes[index], bytes[index + 1], bytes[index + 2]), colour) { matches += 1 }
                index += 3
            }
        }
        return Double(matches) / Double(max(1, samples.count / 3))
    }

    /// The share of samples of `row` that match `other`'s `otherRow` sample for sample.
    func agreement(row: Int, with other: SampledFrame, row otherRow: Int) -> Double {
        var matches = 0
        let count = columns.count
        samples.withUnsafeBufferPointer { mine in
            other.samples.withUnsafeBufferPointer { theirs in
                var a = row * count * 3, b = otherRow * count * 3
                for _ in 0..<count {
                    if sameColour((mine[a], mine[a + 1], mine[a + 2]), (theirs[b], theirs[b + 1], theirs[b + 2])) { matches += 1 }
                    a += 3
                    b += 3
                }
            }
        }
        return Double(matches) / Double(count)
    }
}

/// The shares of a row's samples the measurer's rules take.
enum RowShare {
    /// A row "is" a colour when this share of it is: the keyboard's gaps between key rows and
    /// its top margin are wall to wall, while no chat bubble spans 80 % of the width.
    static let uniform = 0.8
    /// Two rows "are the same" when this share of samples agree (a caret or a compression
    /// artefact may differ).
    static let same = 0.9
    /// Each of the bar's top rows must agree this much with its look at rest. Lower than `same`:
    /// VP9 smears the bar's one-pixel top line on a moving frame, so 13 of a row's 48 samples
    /// were seen to differ (0.81) where the H.264 frame of the same motion agreed in full.
    static let edge = 0.8
    /// The bar's rows below its top edge must agree this much on average with its look at rest.
    static let body = 0.85
    /// A colour that covers this share of the first frame is the app's, not a keyboard's (the
    /// white keys of a keyboard on a white list).
    static let app = 0.2
    /// A row belongs to the bar while this share of it has the bar's colour: the margins and
    /// the space around the field and the button do, the list above it has none.
    static let bar = 0.15
}
