import TestSupport
import Testing
@testable import ChatImport

/// The fast reader reuses the last header for a line that differs from it only in the time's
/// digits; exports whose lines change exactly there — to times that are valid, and to ones
/// that are not (hour 24, minute 60, second 61, 13 o'clock in a 12-hour file, a third digit) —
/// open the same through it as through the full reader, which parses every line.
@Suite struct WhatsAppHeaderReuseTests {
    static let shapes: [@Sendable (String, String) -> String] = [
        { "12/31/23, \($0):\($1) PM - " }, { "31.12.23, \($0):\($1) - " }, { "[31/12/2023, \($0):\($1):\($1)] " },
        { "2023/12/31 下午\($0):\($1) - " }, { "12/31/23, \($0):\($1)\u{202F}am - " }, { "[31/12/2023, \($0):\($1):05] " },
    ]
    static let hours = ["9", "09", "12", "13", "0", "00", "23", "24", "99", "1"]
    static let minutes = ["41", "00", "59", "60", "99", "5", "415", "0\u{200E}5"]

    @Test func linesThatDifferOnlyInTheTimeOpenTheSameByBothPaths() {
        var random = SplitMix64(seed: 7)
        var taken = 0
        for round in 0..<300 {
            let shape = Self.shapes[round % Self.shapes.count]
            var text = shape("9", "41") + "Anna Berg: first\n"
            for line in 0..<40 {
                let hour = Self.hours[Int(random.whole(0...(Self.hours.count - 1)))]
                let minute = Self.minutes[Int(random.whole(0...(Self.minutes.count - 1)))]
                text += shape(hour, minute) + (line % 2 == 0 ? "Ben Kim: hi \(line)\n" : "Anna Berg: yo\n")
            }
            if case .same = compareFastPath(Array(text.utf8), name: "WhatsApp Chat with Anna Berg.txt") { taken += 1 }
        }
        #expect(taken == 300)
    }
}
