import ChatDemoCore
import Foundation

/// For tests (`KEYBOARDCHAT_REPORT_LAYOUT=1`): prints `laid out: N` on
/// standard output, N the Unicode scalars handed to Pango, each time a
/// bubble's text is set on a layout. A test can then check what was laid out
/// — `BubbleText(message).laidOut` exactly — instead of timing anything.
/// The input field reports the window of a long draft it lays out the same
/// way: `draft laid out: 49400..<50000 of 50000` (or `all of N` once the
/// draft is short again).
@MainActor
enum BubbleLayoutReport {
    static let isEnabled = DiagnosticSwitch.reportLayout.isSet

    static func record(_ laidOut: String) {
        guard isEnabled else { return }
        print("laid out: \(laidOut.unicodeScalars.count)")
    }

    static func recordDraft(_ window: Range<Int>?, of count: Int) {
        guard isEnabled else { return }
        print("draft laid out: " + (window.map { "\($0.lowerBound)..<\($0.upperBound) of \(count)" } ?? "all of \(count)"))
    }
}
