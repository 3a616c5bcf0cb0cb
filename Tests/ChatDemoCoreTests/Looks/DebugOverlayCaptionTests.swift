import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// The overlay's caption says each fact once, on its own line,
/// names every coloured line, and its box holds all of its text.
@Suite struct DebugOverlayCaptionTests {
    static let size = Size(width: 390, height: 798)

    private func caption(_ strategy: Strategy, messages: Int = 20) throws -> (DebugOverlayCaption, SceneFrame) {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: messages), keyboard: .english, keyboardResources: .bundled(),
                                  strategy: strategy, contentSize: Self.size, measure: { _, _ in 40 })
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: 2)
        return (DebugOverlayCaption(frame: frame, strategy: strategy, keyboardHeight: scene.keyboardHeight), frame)
    }

    @Test func underThreeCaseTheFirstLineNamesTheStrategyAndTheCase() throws {
        let (content, frame) = try caption(.threeCase)
        #expect(frame.caseLabel == "3")
        #expect(content.lines.map(\.text) == [
            "three-case, case 3 in effect",
            "K 291  visible 291.0",
            "gap 0 px",
            "keyboard top \(frame.keyboardTop)",
            "bar bottom \(frame.barBottom)",
            String(format: "last message c %.0f", frame.lastMessageBottom ?? -1),
            String(format: "d1 %.0f  d2 %.0f", frame.thresholds.raisedBarTop, frame.thresholds.nearBarLine),
        ])
    }

    /// With the keyboard down the overlay names the case the next show would decide, as the
    /// caption does, and says so: the trace's case is then still the latest show's (1 before any).
    @Test func withTheKeyboardDownTheHeadingNamesTheNextShowsCase() throws {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: 20), keyboard: .english,
                                  keyboardResources: .bundled(), strategy: .threeCase, contentSize: Self.size,
                                  measure: { _, _ in 40 })
        let resting = scene.frame(at: 0)
        #expect(resting.caseLabel == "1")
        #expect(DebugOverlayCaption.heading(frame: resting, strategy: .threeCase) == "three-case, next show case 3")
    }

    /// Before, the first line read "case whole-view  whole-view".
    @Test(arguments: [Strategy.barOnly, .wholeView, .inset, .always, .whenAtEnd, .persistent, .never, .naive])
    func otherStrategiesAreNamedOnce(strategy: Strategy) throws {
        let (content, _) = try caption(strategy)
        #expect(content.lines[0].text == "strategy \(strategy.rawValue)")
        let mentions = content.lines.map(\.text).joined(separator: "\n").components(separatedBy: strategy.rawValue).count - 1
        #expect(mentions == 1)
    }

    @Test func theLegendNamesEveryColouredLineOnce() throws {
        let (content, _) = try caption(.threeCase)
        #expect(content.lines.compactMap(\.swatch) == DebugOverlayCaption.Swatch.allCases)
        #expect(content.lines.allSatisfy { !$0.text.contains("\n") })
    }

    @Test func anEmptyConversationHasNoLastMessageLine() throws {
        let (content, _) = try caption(.threeCase, messages: 0)
        #expect(content.lines[5] == DebugOverlayCaption.Line(text: "last message c –", swatch: .lastMessage))
    }

    /// Worked example: seven lines of 13 px, the widest 150 px with a swatch.
    @Test func theBoxIsSizedFromTheMeasuredText() throws {
        let (content, _) = try caption(.threeCase)
        var sizes = Array(repeating: Size(width: 100, height: 13), count: content.lines.count)
        sizes[4] = Size(width: 150, height: 13)
        let placement = content.layout(lineSizes: sizes, origin: Point(x: 8, y: 50))
        // 6 + 7 × 13 + 6 × 1 + 6 = 109 tall; 6 + (18 + 6) + 150 + 6 = 186 wide.
        #expect(placement.box == Rect(x: 8, y: 50, width: 186, height: 109))
        #expect(placement.text[0] == Rect(x: 14, y: 56, width: 100, height: 13))
        #expect(placement.text[3] == Rect(x: 38, y: 98, width: 100, height: 13))
        #expect(placement.swatches[0] == nil)
        #expect(placement.swatches[3] == Rect(x: 14, y: 98, width: 18, height: 13))
    }

    /// Whatever the font measures, every line and sample lies inside the box
    /// with the padding to spare (the old box was a fixed 210 × 54).
    @Test(arguments: [(7.0, 60.0), (13.0, 190.0), (19.0, 320.0), (30.0, 500.0)])
    func everyLineFitsInsideTheBox(lineHeight: Double, width: Double) throws {
        let (content, _) = try caption(.wholeView)
        let sizes = content.lines.enumerated().map { index, _ in Size(width: width - Double(index) * 3, height: lineHeight) }
        let placement = content.layout(lineSizes: sizes, origin: Point(x: 8, y: 50))
        let box = placement.box
        let padding = DebugOverlayCaption.padding
        for rect in placement.text + placement.swatches.compactMap({ $0 }) {
            #expect(rect.minX >= box.minX + padding && rect.maxX <= box.maxX - padding, "\(rect) in \(box)")
            #expect(rect.minY >= box.minY + padding && rect.maxY <= box.maxY - padding, "\(rect) in \(box)")
        }
        for (upper, lower) in zip(placement.text, placement.text.dropFirst()) { #expect(upper.maxY <= lower.minY) }
    }
}
