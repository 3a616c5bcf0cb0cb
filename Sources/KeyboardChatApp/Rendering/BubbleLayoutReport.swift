import ChatDemoCore
import Foundation

/// For tests (`KEYBOARDCHAT_REPORT_LAYOUT=1`): prints `laid out: N` on
/// standard output, N the Unicode scalars handed to Pango, each time a
/// bubble's text is set on a layout. A test can then check what was laid out
/// — `BubbleText(message).laidOut` exactly — instead of timing anything.
@MainActor
enum BubbleLayoutReport {
    static let isEnabled = ProcessInfo.processInfo.environment["KEYBOARDCHAT_REPORT_LAYOUT"] != nil

    static func record(_ laidOut: String) {
        guard isEnabled else { return }
        print("laid out: \(laidOut.unicodeScalars.count)")
    }
}
