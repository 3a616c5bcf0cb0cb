import ChatDemoCore
import Foundation
import Testing

/// The drawn keyboard against iOS's, on the real app: the balloon
/// above a held letter, a held backspace repeating, automatic capitals, the
/// Caps Lock look and the `#+=` page. Light theme, portrait 390 × 844, so
/// the english keyboard (291 pt) has its top at 844 − 291.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct DrawnKeyboardTests {
    static let englishKeyboardHeight = 291
    static let light = ["--theme", "light"]
    static let report = ["KEYBOARDCHAT_REPORT_SENT": "1"]

    /// `w` at 390 pt is Rect(x: 42, y: 8, width: 33, height: 42) in the
    /// keyboard; its balloon's head is Rect(x: 33.75, y: −52.2, 49.5 × 46.2):
    /// above the keyboard's top, over the empty field. The big "W"
    /// drawn there is black ink where the field showed at most its grey placeholder.
    @Test func aHeldLetterShowsItsBalloonAboveTheKeyOverTheBar() throws {
        let run = try ScriptedRun([
            "wait 300", "tap input", "wait 700", "screenshot rest",
            "hold key w 1200", "wait 400", "screenshot held", "wait 1000",
            "screenshot released", "send", "wait 100", "quit",
        ], arguments: Self.light, environment: Self.report, name: "key-balloon")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let rest = try run.image("rest"), held = try run.image("held"), released = try run.image("released")
        let keyboardTop = held.height - Self.englishKeyboardHeight
        let head = (x: 42..<75, y: (keyboardTop - 30)..<(keyboardTop - 10))
        let white = RGBColour(0xFFFFFF)
        // At rest the empty field's grey "Message" placeholder (5.1:1) lies there; after the
        // release the typed "W"'s edge reaches it. The balloon's letter is black (21:1).
        #expect(rest.strongestContrast(with: white, x: head.x, y: head.y) < 5.5, "something was already drawn there")
        #expect(held.strongestContrast(with: white, x: head.x, y: head.y) > 10, "no letter drawn above the held key")
        #expect(released.strongestContrast(with: white, x: head.x, y: head.y) < 5.5, "the balloon stayed after the release")
        // Letters type on release: the held w was typed once, as a capital (start of the field).
        #expect(run.sent == ["W"])
    }

    /// The balloon is drawn in the frame the key goes down in and every frame
    /// it is held, without moving the keyboard: recorded (1/60 s per frame),
    /// every frame of the hold keeps the keyboard's top where it was and the
    /// bar's bottom on it, and a frame mid-hold shows the big "W" over the bar.
    @Test func theBalloonIsInTheRecordedFramesAndTheKeyboardTopStays() throws {
        let directory = try makeScratchDirectory("balloon-record")
        let run = try ScriptedRun([
            "tap input", "wait 700", "hold key w 1000", "wait 1100", "quit",
        ], arguments: Self.light + ["--record", directory + "/frames"], name: "balloon-recorded")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let trace = try readTrace(directory + "/frames/trace.csv")
        // The hold runs from 0.7 s to 1.7 s: frames 42 … 102.
        let held = trace.filter { (720.0...1680.0).contains($0.timeMilliseconds) }
        #expect(held.count > 50)
        #expect(Set(held.map(\.keyboardTop)).count == 1, "the keyboard moved while a key was held")
        #expect(held.allSatisfy { $0.barBottom == $0.keyboardTop }, "a gap opened under the bar")
        let middle = try PixelImage(contentsOf: String(format: "%@/frames/frame-%04d.png", directory, 72))
        let keyboardTop = middle.height - Self.englishKeyboardHeight
        let head = (x: 42..<75, y: (keyboardTop - 30)..<(keyboardTop - 10))
        #expect(middle.strongestContrast(with: RGBColour(0xFFFFFF), x: head.x, y: head.y) > 10,
                "the recorded frame has no balloon")
    }

    /// Backspace deletes on touch-down, repeats from 0.5 s every 0.1 s, and
    /// from the 21st repeat (2.65 s) deletes whole words. Recorded, so time is
    /// exactly 1/60 s per frame: released 2.75 s after the press, the last
    /// frame before the release is 2.733 s into the hold: 21 repeats. The
    /// touch-down and 20 character repeats take 21 characters off
    /// "one two three four five six seven" (33), leaving "one two thre";
    /// repeat 21 takes the word "thre".
    @Test func aHeldBackspaceRepeatsThenDeletesWords() throws {
        let directory = try makeScratchDirectory("held-backspace-record")
        let run = try ScriptedRun([
            "tap input", "wait 600", "type one two three four five six seven",
            "hold key ⌫ 2750", "wait 2900", "type end", "send", "wait 100", "quit",
        ], arguments: Self.light + ["--record", directory + "/frames"], environment: Self.report, name: "held-backspace")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        #expect(run.sent == ["one two end"])
    }

    /// A capital at the start of the field and after ". ", not after "Hi ".
    @Test func automaticCapitalsAtTheStartAndAfterAFullStop() throws {
        let run = try ScriptedRun([
            "tap input", "wait 600", "tap key h", "tap key i", "type . ", "tap key s", "tap key o",
            "type  ok ", "tap key g", "send", "wait 100", "quit",
        ], arguments: Self.light, environment: Self.report, name: "auto-capital")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        #expect(run.sent == ["Hi. So ok g"])
    }

    /// One Shift fills the arrow; Caps Lock (a double tap) also underlines
    /// it. Shift's key is Rect(x: 3, y: 116, 52.5 × 42) at 390 pt, centre y 137;
    /// Caps Lock's arrow spans y 127 … 143 and its underline 145 … 147, while
    /// one Shift's arrow spans 129 … 145.
    @Test func capsLockLooksDifferentFromOneShift() throws {
        let run = try ScriptedRun([
            // Mid-sentence (no automatic capital): one tap, then, well apart
            // from it (a double tap is two taps within 0.35 s), a tap that
            // turns Shift off and a double tap.
            "tap input", "wait 600", "type x", "wait 50", "tap key ⇧", "wait 500", "screenshot shift",
            "tap key ⇧", "wait 500", "tap key ⇧", "tap key ⇧", "wait 100", "screenshot caps", "quit",
        ], arguments: Self.light, name: "caps-lock-look")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let shift = try run.image("shift"), caps = try run.image("caps")
        let keyboardTop = shift.height - Self.englishKeyboardHeight
        let underline = (x: 26..<33, y: (keyboardTop + 146)..<(keyboardTop + 147))
        let white = RGBColour(0xFFFFFF)
        #expect(shift.strongestContrast(with: white, x: underline.x, y: underline.y) < 1.5)
        #expect(caps.strongestContrast(with: white, x: underline.x, y: underline.y) > 10, "no Caps Lock underline")
        // The arrow itself is filled in both (its middle is ink).
        let arrowMiddle = (x: 27..<32, y: (keyboardTop + 134)..<(keyboardTop + 137))
        #expect(shift.strongestContrast(with: white, x: arrowMiddle.x, y: arrowMiddle.y) > 10)
    }

    /// 123, then #+= (the second symbols page), a symbol only it has, back with 123.
    @Test func theSecondSymbolsPageIsReachable() throws {
        let run = try ScriptedRun([
            "tap input", "wait 600", "tap key 123", "wait 100", "tap key #+=", "wait 100", "tap key €",
            "tap key 123", "wait 100", "tap key 1", "tap key ABC", "wait 100", "tap key ⌫", "send", "wait 100", "quit",
        ], arguments: Self.light, environment: Self.report, name: "more-symbols")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        #expect(run.sent == ["€"])
    }
}
