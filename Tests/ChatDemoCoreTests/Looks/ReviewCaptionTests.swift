import ChatLayout
import Testing
@testable import ChatDemoCore

/// The reviewer's always-visible caption — strategy, slow motion, and the case in words.
@Suite struct ReviewCaptionTests {
    static let inEffect2 = CaseReading(threeCase: .someMessages, isInEffect: true)

    @Test func threeCaseNamesItsCaseInWordsAndTheFactorWhenNotOne() {
        #expect(ReviewCaption(strategy: .threeCase, reading: Self.inEffect2, slowMotionFactor: 10).text
                == "three-case · ×10 · case 2: the list moves by the overlap")
        #expect(ReviewCaption(strategy: .threeCase, reading: CaseReading(threeCase: .manyMessages, isInEffect: true),
                              slowMotionFactor: 1).text == "three-case · case 3: the list moves with the keyboard")
        #expect(ReviewCaption(strategy: .threeCase, reading: CaseReading(threeCase: .fewMessages, isInEffect: false),
                              slowMotionFactor: 1).text == "three-case · next show: case 1, only the bar moves")
    }

    @Test func otherStrategiesAreNamedOnceByTheirSpelling() {
        for strategy in Strategy.allCases where strategy != .threeCase {
            #expect(ReviewCaption(strategy: strategy, reading: nil, slowMotionFactor: 1).text == strategy.rawValue)
        }
        #expect(ReviewCaption(strategy: .inset, reading: nil, slowMotionFactor: 0.5).text == "inset · ×0.5")
    }

    /// Hovering the caption explains it: the strategy's summary, and under three-case the rule.
    /// The platform comes right after the strategy, before the factor and the case's words, so a
    /// narrow window's "…" cuts the words and keeps which motion is shown.
    @Test func thePlatformComesBeforeTheFactorAndTheCase() {
        #expect(ReviewCaption(strategy: .threeCase, platform: "android", reading: Self.inEffect2, slowMotionFactor: 10).text
                    .hasPrefix("three-case · android · ×10 · case 2"))
        #expect(ReviewCaption(strategy: .inset, platform: "tuned", reading: nil, slowMotionFactor: 1).text == "inset · tuned")
    }

    @Test func theTooltipSaysTheStrategyAndTheRule() {
        let threeCase = ReviewCaption.tooltip(strategy: .threeCase)
        #expect(threeCase.hasPrefix("three-case: Three cases: bar only, list just enough, or everything rises.\n"))
        for number in 1...3 { #expect(threeCase.contains("case \(number), ")) }
        #expect(threeCase.contains("next show"))
        #expect(ReviewCaption.tooltip(strategy: .inset) == "inset: List ends at the bar and keeps the last message visible.")
    }

    /// A caption too long for its bar loses whole phrases, never a word: the case's words
    /// shortened, then left out, then the case, then the panel. Strategy, platform and factor
    /// stay in every wording.
    @Test func theWordingsShortenPhraseByPhraseAndKeepStrategyPlatformAndFactor() {
        let caption = ReviewCaption(strategy: .threeCase, platform: "linux-phone", reading: Self.inEffect2, slowMotionFactor: 4,
                                    panelIsUp: true)
        #expect(caption.wordings == [
            "three-case · linux-phone · ×4 · panel · case 2: the list moves by the overlap",
            "three-case · linux-phone · ×4 · panel · case 2: list moves by overlap",
            "three-case · linux-phone · ×4 · panel · case 2",
            "three-case · linux-phone · ×4 · panel",
            "three-case · linux-phone · ×4",
        ])
        #expect(caption.text == caption.wordings[0])
        let next = ReviewCaption(strategy: .threeCase, platform: "tuned",
                                 reading: CaseReading(threeCase: .manyMessages, isInEffect: false), slowMotionFactor: 1)
        #expect(next.wordings == ["three-case · tuned · next show: case 3, the list moves with the keyboard",
                                  "three-case · tuned · next show: case 3, list moves with keyboard",
                                  "three-case · tuned · next show: case 3", "three-case · tuned"])
        // Case 1's words are short already: no wording repeats.
        let few = ReviewCaption(strategy: .threeCase, reading: CaseReading(threeCase: .fewMessages, isInEffect: true),
                                slowMotionFactor: 10)
        #expect(few.wordings == ["three-case · ×10 · case 1: only the bar moves", "three-case · ×10 · case 1", "three-case · ×10"])
        #expect(ReviewCaption(strategy: .inset, reading: nil, slowMotionFactor: 1).wordings == ["inset"])
    }

    /// The longest wording that fits is drawn; nil when not even the shortest fits.
    @Test func fittedPicksTheLongestWordingThatFits() {
        let caption = ReviewCaption(strategy: .threeCase, platform: "android", reading: Self.inEffect2, slowMotionFactor: 4)
        let characters: (String) -> Double = { Double($0.count) }
        #expect(caption.fitted(maximumWidth: 1000, width: characters) == caption.text)
        #expect(caption.fitted(maximumWidth: 60, width: characters) == "three-case · android · ×4 · case 2: list moves by overlap")
        #expect(caption.fitted(maximumWidth: 56, width: characters) == "three-case · android · ×4 · case 2")
        #expect(caption.fitted(maximumWidth: 25, width: characters) == "three-case · android · ×4")
        #expect(caption.fitted(maximumWidth: 10, width: characters) == nil)
    }

    @Test func theFactorIsShownWithTwoDecimalsAtMost() {
        #expect(ReviewCaption.factorText(1) == nil)
        #expect(ReviewCaption.factorText(4) == "×4")
        #expect(ReviewCaption.factorText(2.5) == "×2.5")
        #expect(ReviewCaption.factorText(1.0 / 3) == "×0.33")
        #expect(ReviewCaption.factorText(100) == "×100")
    }

    @Test func theFramesCaseIsTheOneNamed() throws {
        // 40 messages: case 3 once the keyboard is up (see ChatSceneLayoutTests).
        let scene = try ChatSceneLayoutTests.scene(40)
        scene.showKeyboard(at: 0)
        let frame = scene.frame(at: 10)
        #expect(ReviewCaption(frame: frame, strategy: scene.strategy, slowMotionFactor: 10).text
                == "three-case · ×10 · case 3: the list moves with the keyboard")
    }

    /// With the keyboard down the caption names the case a show would decide (c = 44 + 44n
    /// against d1 501 and d2 762) and says it is the next show's, not the layout's default
    /// case 1 that the trace keeps; once up, the frame's case, in effect, as the trace says.
    @Test(arguments: [(2, ThreeCase.fewMessages), (12, .someMessages), (40, .manyMessages), (0, .fewMessages)])
    func withTheKeyboardDownTheCaseIsTheOneAShowWouldDecide(count: Int, expected: ThreeCase) throws {
        let scene = try ChatSceneLayoutTests.scene(count)
        let resting = scene.frame(at: 0)
        #expect(resting.caseLabel == "1")
        #expect(CaseReading(frame: resting) == CaseReading(threeCase: expected, isInEffect: false))
        scene.showKeyboard(at: 1)
        let shown = scene.frame(at: 10)
        #expect(shown.caseLabel == String(expected.rawValue))
        #expect(CaseReading(frame: shown) == CaseReading(threeCase: expected, isInEffect: true))
        // Another strategy has no cases, keyboard up or down.
        let barOnly = try ChatSceneLayoutTests.scene(count, strategy: .barOnly)
        #expect(CaseReading(frame: barOnly.frame(at: 0)) == nil)
    }

    /// The first frame of a show turns "next show: case 1" into "case 1" and repaints the bar;
    /// the frames after it, with the same reading, need only the keyboard's band.
    @Test func aShowOfTheNamedCaseRepaintsOnlyTheBandOnceItIsUnderWay() throws {
        let scene = try ChatSceneLayoutTests.scene(2)
        let resting = scene.frame(at: 0)
        scene.showKeyboard(at: 1)
        let rising = scene.frame(at: 1.05), higher = scene.frame(at: 1.1)
        #expect(rising.keyboardVisibleHeight >= CaseReading.upFrom)
        #expect(StageDamage.between(resting, rising, stageHeight: StageDamageTests.height) == .full)
        #expect(StageDamage.between(rising, higher, stageHeight: StageDamageTests.height)
                == .band(top: higher.barTop, bottom: StageDamageTests.height))
        // A resting frame of a many-messages chat names case 3 for the next show; the show decides it.
        let many = try ChatSceneLayoutTests.scene(40)
        let manyResting = many.frame(at: 0)
        many.showKeyboard(at: 1)
        #expect(CaseReading(frame: manyResting)?.threeCase == CaseReading(frame: many.frame(at: 1.05))?.threeCase)
    }

    @Test func titleAndCaptionShareTheBarOnTwoLines() {
        // 25 + 13 = 38 in a 44 bar: 3 above, 3 below.
        let lines = ReviewCaption.layout(titleHeight: 25, captionHeight: 13, barHeight: 44)
        #expect(lines.titleCentre == 15.5 && lines.captionCentre == 34.5)
        // Too tall together: they start at the bar's top.
        let tall = ReviewCaption.layout(titleHeight: 40, captionHeight: 10, barHeight: 44)
        #expect(tall.titleCentre == 20 && tall.captionCentre == 45)
    }

    /// The caption names the case, so a frame whose case changed repaints the navigation bar
    /// even when nothing else in the list moved.
    @Test func aNewCaseRepaintsTheWholeStage() throws {
        let frame = try #require(StageDamageTests.showFrames(2, at: [10]).first)
        var relabelled = frame
        relabelled.geometry.caseInForce = .manyMessages
        #expect(StageDamage.between(frame, frame, stageHeight: StageDamageTests.height) == .none)
        #expect(StageDamage.between(frame, relabelled, stageHeight: StageDamageTests.height) == .full)
    }
}
