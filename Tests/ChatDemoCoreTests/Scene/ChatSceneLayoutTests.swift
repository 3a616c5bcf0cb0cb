import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// The window's sizes at the scene the window drives: rotations come back to a fresh
/// start's frame, nothing decides from the window's guessed sizes, the bar's first height is
/// its measured one, and a too-small stage shortens the keyboard instead of pushing the bar out.
///
/// Conversations are `n` one-character messages; with `ChatSceneStormTests.estimate` each bubble
/// is 36 tall, spacing 8, so the last one ends at c = 44 + 8 + 36n + 8(n − 1) = 44 + 44n.
@Suite struct ChatSceneLayoutTests {
    static let portrait = Size(width: 390, height: 844)
    static let landscape = Size(width: 844, height: 390)
    /// What the window guesses before GTK's first allocation (844 minus a 46 header bar).
    static let guessed = Size(width: 390, height: 798)
    /// The bar's real (measured) height, against the scene's 52 guess.
    static let measuredBar = 65.0
    static let settleTime = 60.0

    static func conversation(_ count: Int) -> Conversation {
        Conversation(title: "test", messages: Array(repeating: Message(sender: .them, text: "x"), count: count))
    }

    static func scene(_ count: Int, size: Size = portrait, awaits: Bool = false,
                      strategy: Strategy = .threeCase) throws -> ChatScene {
        try ChatScene(conversation: conversation(count), keyboard: .english, keyboardResources: .bundled(), strategy: strategy, contentSize: size,
                      awaitsMeasuredLayout: awaits, measure: ChatSceneStormTests.estimate)
    }

    /// What a frame says that a reviewer can see: the case and every edge.
    static func summary(_ frame: SceneFrame) -> [String] {
        [frame.caseLabel, "\(frame.listShift)", "\(frame.contentShift)", "\(frame.keyboardTop)", "\(frame.barTop)",
         "\(frame.barBottom)", "\(frame.lastMessageBottom ?? -1)"]
    }

    // MARK: Rotation and resize decide as a fresh start would

    @Test func aRotationRoundTripEndsOnTheFreshStartFrame() throws {
        // n = 12: c = 572; with the scene's 52 bar d1 = 844 − 52 − 291 = 501 → case 2, rise 71.
        let fresh = try Self.scene(12)
        fresh.showKeyboard(at: 0)
        let expected = Self.summary(fresh.frame(at: Self.settleTime))
        #expect(expected[0] == "2" && expected[1] == "71.0")
        let rotated = try Self.scene(12)
        rotated.showKeyboard(at: 0)
        rotated.setContentSize(Self.landscape, at: 1)
        #expect(rotated.frame(at: 2.5).caseLabel == "3", "landscape decides case 3 for this conversation")
        rotated.setContentSize(Self.portrait, at: 3)
        #expect(Self.summary(rotated.frame(at: Self.settleTime)) == expected)
    }

    @Test func anyRotationOrResizeEndsOnTheFreshStartFrameAtThatSize() throws {
        let sizes = [Size(width: 520, height: 654), Self.landscape, Size(width: 390, height: 600), Self.portrait]
        for count in [0, 9, 12, 16, 40] {
            let moved = try Self.scene(count)
            moved.showKeyboard(at: 0)
            for (step, size) in sizes.enumerated() {
                let time = Self.settleTime * Double(2 * step + 1)
                moved.setContentSize(size, at: time)
                let fresh = try Self.scene(count, size: size)
                fresh.showKeyboard(at: 0)
                #expect(Self.summary(moved.frame(at: time + Self.settleTime)) == Self.summary(fresh.frame(at: Self.settleTime)),
                        "\(count) messages at \(size)")
            }
        }
    }

    // MARK: Nothing is decided from guessed sizes

    /// n = 9: c = 440 + 36 = 476 lies between the guessed d1 (798 − 52 − 291 = 455) and the
    /// real one (844 − 65 − 291 = 488); n = 16: c = 748 lies between the guessed d2 (716) and
    /// the real one (749).
    @Test(arguments: [9, 16])
    func aShowBeforeTheFirstMeasurementDecidesLikeALaterOne(count: Int) throws {
        let early = try Self.scene(count, size: Self.guessed, awaits: true)
        early.showKeyboard(at: 0)
        #expect(!early.keyboardIsShown, "the show waits for the measured layout")
        early.setMeasuredLayout(contentSize: Self.portrait, barHeight: Self.measuredBar, at: 0.016)
        let late = try Self.scene(count, size: Self.guessed, awaits: true)
        late.setMeasuredLayout(contentSize: Self.portrait, barHeight: Self.measuredBar, at: 0)
        late.showKeyboard(at: 1)
        let expected = Self.summary(late.frame(at: Self.settleTime))
        #expect(expected[0] == (count == 9 ? "1" : "2"))
        #expect(Self.summary(early.frame(at: Self.settleTime)) == expected)
    }

    @Test func aHideBeforeTheFirstMeasurementCancelsTheWaitingShow() throws {
        let scene = try Self.scene(9, size: Self.guessed, awaits: true)
        scene.showKeyboard(at: 0)
        scene.hideKeyboard(at: 0)
        scene.setMeasuredLayout(contentSize: Self.portrait, barHeight: Self.measuredBar, at: 0.016)
        #expect(!scene.keyboardIsShown)
    }

    // MARK: The bar's first height is its measured one

    @Test func theFirstMeasuredBarHeightIsPresentedAtOnce() throws {
        let scene = try Self.scene(9, size: Self.guessed, awaits: true)
        scene.showKeyboard(at: 0)
        scene.setMeasuredLayout(contentSize: Self.portrait, barHeight: Self.measuredBar, at: 0)
        for time in [0, 0.05, 0.1, 0.28] {
            let frame = scene.frame(at: time)
            #expect(frame.barBottom - frame.barTop == 65, "at \(time) s the bar is \(frame.barBottom - frame.barTop) tall")
        }
        // Later growth (a longer draft) still animates with the keyboard spring.
        scene.setMeasuredLayout(contentSize: Self.portrait, barHeight: 85, at: 1)
        let growing = scene.frame(at: 1.05)
        #expect(growing.barBottom - growing.barTop > 65 && growing.barBottom - growing.barTop < 85)
    }

    // MARK: A stage too short for the keyboard

    @Test func aStageTooShortForTheKeyboardShortensIt() throws {
        // 394×200 is landscape (English 209); with the empty bar's 65 the keyboard gets 135.
        let scene = try Self.scene(12, size: Size(width: 394, height: 200), awaits: true)
        scene.setMeasuredLayout(contentSize: Size(width: 394, height: 200), barHeight: Self.measuredBar, at: 0)
        #expect(scene.sizes.maximumKeyboardHeight(contentHeight: 200) == 135)
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: Self.settleTime)
        #expect(scene.keyboardHeight == 135)
        #expect(frame.keyboardTop == 65 && frame.barBottom == 65 && frame.barTop == 0)
        let appearance = scene.drawnKeyboard.appearance(for: frame)
        #expect(appearance.look.height == 135)
        // The keys are squeezed, not cut off: the landscape globe and microphone in the band,
        // 160.5 … 188 of 209 pt (above the 21 pt home-indicator zone, docs/KEYBOARD.md), end at
        // 188 × 135/209 ≈ 121.4 of the 135.
        let lowest = appearance.look.keys.map { $0.frame.y + $0.frame.height }.max() ?? 0
        #expect(abs(lowest - 188 * 135 / 209) < 1e-9,
                "the keys are squeezed into the shortened keyboard, the lowest ends at \(lowest)")
        // Every key is hit where it is drawn.
        for placed in appearance.look.keys {
            let centre = Point(x: placed.frame.midX, y: placed.frame.midY + Double(frame.keyboardTop))
            #expect(scene.drawnKeyboard.keyIndex(at: centre, in: frame).map { appearance.look.keys[$0] } == placed)
        }
    }

    @Test func theBarGrowsOnlyIntoTheRoomAboveTheKeyboard() throws {
        // Landscape 844×344 with Pinyin (245): the bar may be 344 − 245 = 99 tall, no more.
        let size = Size(width: 844, height: 344)
        let scene = try Self.scene(12, size: size, awaits: true)
        scene.setMeasuredLayout(contentSize: size, barHeight: Self.measuredBar, at: 0)
        scene.setKeyboardLayout(.pinyin, at: 0)
        scene.showKeyboard(at: 0)
        scene.setMeasuredLayout(contentSize: size, barHeight: 131, at: 1)
        let frame = scene.frame(at: Self.settleTime)
        #expect(frame.barBottom == 344 - 245)
        #expect(frame.barTop == 0)
        // English (209) leaves 135: the bar grows to its 131.
        scene.setKeyboardLayout(.english, at: 61)
        let english = scene.frame(at: 2 * Self.settleTime)
        #expect(english.barBottom - english.barTop == 131)
    }
}
