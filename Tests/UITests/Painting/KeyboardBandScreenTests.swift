import ChatDemoCore
import Foundation
import Keyboard
import Testing

/// The band under the bottom row holds the globe and the microphone on every keyboard, as on
/// iPhones with Face ID. Real binary: a script reaches the globe from the emoji keyboard, the
/// microphone keeps the draft, and both glyphs are drawn legibly inside their keys.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyboardBandScreenTests {
    /// From the emoji keyboard (301 pt) the globe goes on to english (291 pt, so its top rests
    /// 10 pt lower), as it does everywhere; the microphone in between types nothing,
    /// says so, and leaves the emoji already typed in the draft, which is sent whole.
    @Test func theGlobeLeavesTheEmojiKeyboardAndTheMicrophoneKeepsTheDraft() throws {
        let traceDirectory = try makeScratchDirectory("band-globe-trace")
        let trace = traceDirectory + "/trace.csv"
        let run = try ScriptedRun(["tap input", "wait 400", "keyboard emoji", "wait 500", "tap key 😃", "tap key 🎤", "wait 100",
                                   "tap key 🌐", "wait 600", "tap key q", "send", "wait 200", "quit"],
                                  arguments: ["--trace", trace], environment: ["KEYBOARDCHAT_REPORT_SENT": "1"], name: "band-globe")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        // `keyboard_top` is in window coordinates: english rests 10 pt lower than emoji.
        let rows = try readTrace(trace)
        let last = try #require(rows.last)
        let tops = rows.map(\.keyboardTop)
        let emojiIndex = try #require(tops.firstIndex(of: last.keyboardTop - 10), "the emoji keyboard never came to rest: \(tops)")
        #expect(tops[emojiIndex...].contains(last.keyboardTop) && rows.suffix(10).allSatisfy { $0.keyboardTop == last.keyboardTop },
                "the globe did not bring english up after emoji: \(tops)")
        #expect(run.sent.map { $0.lowercased() } == ["😃q"])
        let reports = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("dictation: ") }
        #expect(reports.count == 1, "stdout: \(run.result.stdout)")
    }

    /// The globe's and the microphone's ink lies inside their keys and stands out from the
    /// keyboard's background (at least WCAG AA's 4.5:1) in light and dark, portrait and landscape.
    @Test(arguments: [("light", 390, 844), ("dark", 390, 844), ("light", 844, 390), ("dark", 320, 700)])
    func theBandGlyphsAreLegible(theme: String, width: Int, height: Int) throws {
        let orientation: Orientation = width > height ? .landscape : .portrait
        let layout = try KeyboardResources.bundled().layout(.english)
        let keys = layout.keys(width: Double(width), orientation: orientation).filter { KeyboardBand.holds($0.key.action) }
        #expect(keys.count == 2)
        let run = try ScriptedRun(["resize \(width) \(height)", "tap input", "wait 900", "screenshot band", "quit"],
                                  arguments: ["--theme", theme], name: "band-glyphs-\(theme)-\(width)x\(height)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("band")
        #expect(image.width == width && image.height == height, "the stage is \(image.width)×\(image.height)")
        let top = height - Int(layout.height(for: orientation))
        let band = KeyboardBand(width: Double(width), metrics: layout.layoutMetrics(for: orientation), orientation: orientation)
        // The band's middle holds no key: its colour is the keyboard's background.
        let background = image.colour(width / 2, top + Int(band.frame.minY) + 4)
        for placed in keys {
            let frame = placed.frame
            let x = Int(frame.minX.rounded(.up))..<Int(frame.maxX.rounded(.down))
            let y = (top + Int(frame.minY.rounded(.up)))..<(top + Int(frame.maxY.rounded(.down)))
            let contrast = image.textContrast(on: background, x: x, y: y)
            #expect(contrast >= 4.5, "\(theme) \(width)×\(height): \(placed.key.label) at \(contrast):1")
            // Nothing of the glyph reaches out of its key: a 4 pt ring around it is bare.
            let left = max(0, x.lowerBound - 4), right = min(image.width, x.upperBound + 4)
            let ring = image.textContrast(on: background, x: left..<right, y: y.upperBound..<min(image.height, y.upperBound + 4))
            #expect(ring == 1, "\(theme) \(width)×\(height): \(placed.key.label) draws below its key")
            for column in [left..<x.lowerBound, x.upperBound..<right] {
                #expect(image.textContrast(on: background, x: column, y: y) == 1,
                        "\(theme) \(width)×\(height): \(placed.key.label) draws beside its key")
            }
        }
    }
}
