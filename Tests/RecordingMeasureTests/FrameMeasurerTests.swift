import RecordingMeasure
import Testing

/// The keyboard and the bar found in drawn frames whose true places the test chose.
struct FrameMeasurerTests {
    let phone = SyntheticPhone()

    @Test func readsTheKeyboardAndTheBarExactlyWhileTheKeyboardRises() {
        let rest = (keyboardTop: 400, barBottom: 400)
        let positions = [rest, rest] + stride(from: 395, through: 250, by: -15).map { (keyboardTop: $0, barBottom: $0) }
        let rows = phone.measure(positions)
        #expect(rows.map(\.keyboardTop) == positions.map(\.keyboardTop))
        #expect(rows.map(\.barBottom) == positions.map(\.barBottom))
        #expect(rows.allSatisfy { $0.gap == 0 })
    }

    @Test func aGapIsNegativeAndACoverPositive() {
        let rest = (keyboardTop: 400, barBottom: 400)
        // The keyboard's top margin shows first, as a sliding keyboard's does.
        let rows = phone.measure([rest, (396, 396), (300, 320), (300, 280), (250, 250)])
        #expect(rows.map(\.gap) == [0, 0, 20, -20, 0])
    }

    @Test func aBarWhollyBehindTheKeyboardHasNoBottom() {
        // The whole keyboard at once, as a Linux phone shows it.
        let rows = phone.measure([(400, 400), (250, 400)])
        #expect(rows[1].keyboardTop == 250)
        #expect(rows[1].barBottom == nil)
        #expect(rows[1].csvLine == "1,16.667,250,,")
    }

    @Test func aDarkThemeIsReadAsWell() {
        var dark = phone
        dark.theme = .dark
        let rows = dark.measure([(400, 400), (397, 400), (350, 350), (260, 280)])
        #expect(rows.map(\.keyboardTop) == [400, 397, 350, 260])
        #expect(rows.map(\.barBottom) == [400, 400, 350, 280])
    }

    @Test func aRecordingWithoutAKeyboardFindsNone() {
        var measurer = FrameMeasurer()
        for index in 0..<5 {
            _ = measurer.measure(phone.frame(keyboardTop: 400, barBottom: 400), number: index, timeMilliseconds: Double(index))
        }
        #expect(!measurer.hasFoundKeyboard)
    }

    /// A home indicator over the bar at rest hides the bar's own colour in the bottom row: no
    /// bar is found without a hint, and with `--bar-bottom` it is found from the first frame
    /// whose keyboard reaches that place.
    @Test func aHomeIndicatorNeedsTheBarBottomHint() {
        var phone = phone
        phone.homeIndicator = true
        let positions = [(keyboardTop: 400, barBottom: 400), (397, 397), (300, 300), (250, 250), (250, 250), (320, 320)]
        #expect(phone.measure(positions).allSatisfy { $0.barBottom == nil })
        let hinted = phone.measure(positions, hints: FrameMeasurer.Hints(barBottom: 250))
        #expect(hinted.map(\.keyboardTop) == [400, 397, 300, 250, 250, 320])
        #expect(hinted.map(\.barBottom) == [nil, nil, nil, 250, 250, 320])
    }

    @Test func theCSVHasTheIssuesColumns() {
        #expect(MeasuredRow.csvHeader == "frame,time_ms,keyboard_top,bar_bottom,gap")
        #expect(MeasuredRow(frame: 3, timeMilliseconds: 50, keyboardTop: 600, barBottom: 590).csvLine == "3,50.000,600,590,-10")
    }
}
