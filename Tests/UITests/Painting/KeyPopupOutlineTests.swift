import ChatDemoCore
import Foundation
import Testing

/// A held letter's balloon over the row above is a white key over white keys: without an edge
/// it vanishes into them and hides the neighbour under it. iOS outlines it with a hairline and
/// lifts it with a soft shadow, and so must the drawn keyboard, in light and dark.
///
/// At 390 pt portrait, `d` is Rect(x: 100.5, y: 62, 33 × 42) in the keyboard, so its balloon's
/// head is Rect(x: 92.25, y: 15.8, 49.5 × 46.2): its top edge crosses the `r` key
/// (x 120…153, y 8…50) at 15.8 pt below the keyboard's top, above the `r` label.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyPopupOutlineTests {
    static let keyboardHeight = 291
    /// Columns inside the `r` key and the head; rows around the head's top edge, above the `R` label.
    static let columns = 122..<140
    static let rowsBelowKeyboardTop = 12..<18

    @Test(arguments: [("light", RGBColour(0xFFFFFF)), ("dark", RGBColour(0x6B6B6B))])
    func theBalloonStandsClearOfTheKeysUnderIt(theme: String, letterKey: RGBColour) throws {
        let run = try ScriptedRun([
            "wait 300", "tap input", "wait 700", "screenshot rest",
            "hold key d 1200", "wait 400", "screenshot held", "wait 1000", "quit",
        ], arguments: ["--theme", theme], name: "popup-outline-\(theme)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let rest = try run.image("rest"), held = try run.image("held")
        let top = held.height - Self.keyboardHeight
        let rows = (top + Self.rowsBelowKeyboardTop.lowerBound)..<(top + Self.rowsBelowKeyboardTop.upperBound)
        // At rest the place is the plain `r` key; held, the balloon's edge must show on it.
        #expect(rest.strongestContrast(with: letterKey, x: Self.columns, y: rows) < 1.1, "the r key is not plain there")
        let edge = held.strongestContrast(with: letterKey, x: Self.columns, y: rows)
        #expect(edge > 1.3, "the balloon's top edge over the r key has contrast \(edge) with the key")
    }
}
