import ChatLayout
import Testing
@testable import ChatDemoCore

/// The reviewer's always-visible caption — strategy, case, slow motion.
@Suite struct ReviewCaptionTests {
    @Test func threeCaseNamesItsCaseAndTheFactorWhenNotOne() {
        #expect(ReviewCaption(strategy: .threeCase, caseLabel: "2", slowMotionFactor: 10).text == "three-case · case 2 · ×10")
        #expect(ReviewCaption(strategy: .threeCase, caseLabel: "3", slowMotionFactor: 1).text == "three-case · case 3")
    }

    @Test func otherStrategiesAreNamedOnceByTheirSpelling() {
        for strategy in Strategy.allCases where strategy != .threeCase {
            #expect(ReviewCaption(strategy: strategy, caseLabel: strategy.rawValue, slowMotionFactor: 1).text == strategy.rawValue)
        }
        #expect(ReviewCaption(strategy: .inset, caseLabel: "inset", slowMotionFactor: 0.5).text == "inset · ×0.5")
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
        #expect(ReviewCaption(frame: frame, strategy: scene.strategy, slowMotionFactor: 10).text == "three-case · case 3 · ×10")
    }

    /// With the keyboard down the caption names the case a show would decide (c = 44 + 44n
    /// against d1 501 and d2 762), not the layout's default case 1; once up, the frame's case.
    @Test(arguments: [(2, "1"), (12, "2"), (40, "3"), (0, "1")])
    func withTheKeyboardDownTheCaseIsTheOneAShowWouldDecide(count: Int, expected: String) throws {
        let scene = try ChatSceneLayoutTests.scene(count)
        let resting = scene.frame(at: 0)
        #expect(resting.caseLabel == "1")
        #expect(ReviewCaption.caseShown(in: resting) == expected)
        scene.showKeyboard(at: 1)
        let shown = scene.frame(at: 10)
        #expect(shown.caseLabel == expected)
        #expect(ReviewCaption.caseShown(in: shown) == expected)
        // Under another strategy the strategy is the label, keyboard up or down.
        let barOnly = try ChatSceneLayoutTests.scene(count, strategy: .barOnly)
        #expect(ReviewCaption.caseShown(in: barOnly.frame(at: 0)) == "bar-only")
    }

    /// A show that decides the case the caption already named needs only the keyboard's band.
    @Test func aShowOfTheNamedCaseRepaintsOnlyTheBand() throws {
        let scene = try ChatSceneLayoutTests.scene(2)
        let resting = scene.frame(at: 0)
        scene.showKeyboard(at: 1)
        let rising = scene.frame(at: 1.05)
        #expect(rising.keyboardVisibleHeight > 0)
        #expect(StageDamage.between(resting, rising, stageHeight: StageDamageTests.height)
                == .band(top: rising.barTop, bottom: StageDamageTests.height))
        // A resting frame of a many-messages chat names case 3; its show, once it has begun, too.
        let many = try ChatSceneLayoutTests.scene(40)
        let manyResting = many.frame(at: 0)
        many.showKeyboard(at: 1)
        #expect(ReviewCaption.caseShown(in: manyResting) == ReviewCaption.caseShown(in: many.frame(at: 1.05)))
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
        relabelled.caseLabel = "3"
        #expect(StageDamage.between(frame, frame, stageHeight: StageDamageTests.height) == .none)
        #expect(StageDamage.between(frame, relabelled, stageHeight: StageDamageTests.height) == .full)
    }
}
