import ChatDemoCore
import Foundation
import Keyboard
import Testing

/// The bar and the list follow the keyboard, as a person checks it: click
/// the real field with xdotool, take real screenshots, and read the pixels.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyboardFollowTests {
    /// Colours the app paints in its light theme (the default here), as 0xRRGGBB.
    static let barBackground = Int(Theme.light.inputBarBackground.hex)
    static let keyboardBackground = Int(Theme.light.keyboardBackground.hex)
    static let outgoingBubble = Int(Theme.light.outgoingBubble.hex)
    /// A column inside the window's client-side border, left of the text
    /// field: the bar is plain background there, and so is the keyboard's
    /// top inset.
    static let barColumn = 8
    /// Header bar plus the window's client-side border, and the chat's own
    /// navigation bar below it.
    static let chromeHeight = 60
    static let navigationBarHeight = 44

    struct Shots {
        let down: PixelImage
        let up: PixelImage
        let origin: (x: Int, y: Int)
        let rows: [TraceRow]
        /// Keyboard top in root-window pixels when hidden and when shown.
        var restTop: Int { origin.y + rows.first!.keyboardTop }
        var shownTop: Int { origin.y + rows.last!.keyboardTop }
    }

    /// Screenshot, click the input field, wait until the keyboard is up and at rest, screenshot, close.
    func showKeyboard(_ arguments: [String], name: String) throws -> Shots {
        let directory = try makeScratchDirectory(name)
        let trace = directory + "/trace.csv"
        let session = try AppSession(arguments + ["--trace", trace])
        let origin = try session.windowOrigin()
        let down = try session.screenshot(directory + "/down.png")
        let restTop = try Self.keyboardTop(in: down, column: origin.x + Self.barColumn, from: origin.y + 500)
        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        let up = try session.screenshot(directory + "/up.png")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        return Shots(down: down, up: up, origin: origin, rows: try readTrace(trace))
    }

    /// The row just below the input bar (where the keyboard's top is),
    /// found by walking down a column from `start` through the bar.
    static func keyboardTop(in image: PixelImage, column: Int, from start: Int) throws -> Int {
        var y = start
        while y < image.height - 1 && image.hex(column, y) != barBackground { y += 1 }
        guard y < image.height - 1 else { throw TestFailure("no input bar found in column \(column) below row \(start)") }
        while y < image.height - 1 && image.hex(column, y) == barBackground { y += 1 }
        return y
    }

    @Test func inFewTheListStaysAndTheBarSitsOnTheKeyboard() throws {
        let shots = try showKeyboard(["--case", "few"], name: "few")
        let travel = shots.restTop - shots.shownTop
        #expect(travel == 291, "the English keyboard is 291 px tall; it moved \(travel)")
        // The list region above the raised bar is pixel-for-pixel unchanged. (The navigation
        // bar's caption above it changes: "next show: case 1" becomes "case 1", in effect.)
        let listTop = shots.origin.y + Self.chromeHeight + Self.navigationBarHeight
        var changed = 0
        for y in listTop..<(shots.shownTop - 80) {
            for x in stride(from: shots.origin.x + 6, to: shots.origin.x + 390, by: 3)
            where shots.down.hex(x, y) != shots.up.hex(x, y) { changed += 1 }
        }
        #expect(changed == 0, "\(changed) pixels of the list changed in case 1")
        try expectBarOnKeyboard(shots)
    }

    @Test func inManyTheContentMovesUpByTheKeyboardHeight() throws {
        let shots = try showKeyboard(["--case", "many"], name: "many")
        let keyboardHeight = shots.restTop - shots.shownTop
        #expect(keyboardHeight == 291)
        // A band of the list, well below the navigation bar after the move,
        // is found exactly K rows higher once the keyboard is up.
        let bandTop = shots.origin.y + Self.chromeHeight + Self.navigationBarHeight + keyboardHeight + 40
        var mismatched = 0, nonBlank = Set<Int>()
        for y in bandTop..<(bandTop + 150) {
            for x in stride(from: shots.origin.x + 6, to: shots.origin.x + 390, by: 2) {
                let before = shots.down.hex(x, y)
                nonBlank.insert(before)
                if before != shots.up.hex(x, y - keyboardHeight) { mismatched += 1 }
            }
        }
        #expect(nonBlank.count > 5, "the band compared holds no messages")
        #expect(mismatched == 0, "\(mismatched) pixels differ after shifting by K")
        try expectBarOnKeyboard(shots)
    }

    @Test func inSomeTheBarSitsOnTheKeyboard() throws {
        try expectBarOnKeyboard(try showKeyboard(["--case", "some"], name: "some"))
    }

    /// Directly above the keyboard's top row is the bar; no background row between.
    func expectBarOnKeyboard(_ shots: Shots) throws {
        let x = shots.origin.x + Self.barColumn
        #expect(shots.up.hex(x, shots.shownTop) == Self.keyboardBackground,
                "row \(shots.shownTop) should be keyboard, is \(String(shots.up.hex(x, shots.shownTop), radix: 16))")
        #expect(shots.up.hex(x, shots.shownTop - 1) == Self.barBackground,
                "row \(shots.shownTop - 1) should be the bar, is \(String(shots.up.hex(x, shots.shownTop - 1), radix: 16))")
        #expect(shots.rows.allSatisfy { $0.barBottom == $0.keyboardTop })
    }

    @Test func clickingKeysTypesAndSendAddsTheLastBubble() throws {
        let directory = try makeScratchDirectory("typing")
        // Only incoming messages, so any outgoing blue is the message we send.
        let incoming = (0..<6).map { #"{"sender": "them", "text": "Message \#($0) 你好"}"# }.joined(separator: ",")
        let file = directory + "/chat.json"
        try #"{"title": "Typing", "messages": [\#(incoming)]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try AppSession(["--conversation", file])
        let origin = try session.windowOrigin()
        let down = try session.screenshot(directory + "/down.png")
        let restTop = try Self.keyboardTop(in: down, column: origin.x + Self.barColumn, from: origin.y + 500)
        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        let keyboardTop = restTop - 291
        let keys = try KeyboardResources.bundled().layout(.english).keys(width: 390, orientation: .portrait)
        for (typed, label) in ["h", "i"].enumerated() {
            let key = try #require(keys.first { $0.key.label == label })
            let beforeKey = session.mark
            try session.click(x: origin.x + Int(key.frame.midX), y: keyboardTop + Int(key.frame.midY))
            try session.waitForDraft(length: typed + 1, since: beforeKey)
        }
        let typed = try session.screenshot(directory + "/typed.png")
        // Dark glyph pixels inside the (white) text field.
        var glyphPixels = 0
        for y in (keyboardTop - 40)..<(keyboardTop - 14) {
            for x in (origin.x + 20)..<(origin.x + 120) where typed.hex(x, y) & 0xFF < 0x60 { glyphPixels += 1 }
        }
        #expect(glyphPixels > 10, "no typed text visible in the field")
        #expect(!typed.contains(Self.outgoingBubble, x: origin.x..<(origin.x + 390), y: (origin.y + 90)..<(keyboardTop - 70)))
        let beforeSend = session.mark
        try session.click(x: origin.x + 350, y: keyboardTop - 30)  // Send
        try session.waitForDraft(length: 0, since: beforeSend)
        let sent = try session.screenshot(directory + "/sent.png")
        #expect(sent.contains(Self.outgoingBubble, x: origin.x..<(origin.x + 390), y: (origin.y + 90)..<(keyboardTop - 60)),
                "no outgoing bubble after clicking Send")
        #expect(session.terminate() == 0)
    }
}

extension PixelImage {
    func hex(_ x: Int, _ y: Int) -> Int {
        let p = rgb(x, y)
        return p.r << 16 | p.g << 8 | p.b
    }

    func contains(_ colour: Int, x: Range<Int>, y: Range<Int>) -> Bool {
        for row in y { for column in x where hex(column, row) == colour { return true } }
        return false
    }
}

extension AppSession {
    /// Clicks the input field and waits until the trace shows the keyboard
    /// rising. X drops a click that reaches a window before it has selected
    /// pointer events; a person would simply click again, and so does this (at
    /// most `fieldClickAttempts` times, each given `fieldClickTimeout`).
    func clickFieldUntilTheKeyboardMoves(origin: (x: Int, y: Int), restTop: Int) throws {
        guard let hidden = lastPaintedRow?.keyboardTop else { throw TestFailure("no painted frame before clicking the field") }
        for attempt in 1...Self.fieldClickAttempts {
            try click(x: origin.x + 120, y: restTop - 30)
            do {
                try waitFor("the keyboard to rise after click \(attempt) on the field", timeout: Self.fieldClickTimeout) {
                    (lastPaintedRow?.keyboardTop ?? hidden) < hidden
                }
                return
            } catch is TestFailure where attempt < Self.fieldClickAttempts {
                continue  // the click was lost: click again
            }
        }
    }

    static let fieldClickAttempts = 3
    static let fieldClickTimeout: TimeInterval = 15
}
