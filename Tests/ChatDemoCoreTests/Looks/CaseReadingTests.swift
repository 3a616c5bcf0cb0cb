import ChatLayout
import Testing
@testable import ChatDemoCore

/// The caption and the debug overlay name a case one way: in effect while the keyboard is up,
/// the next show's while it is down, with what the case does in words.
@Suite struct CaseReadingTests {
    @Test func theLabelSaysWhetherTheCaseIsInEffect() {
        #expect(CaseReading(threeCase: .someMessages, isInEffect: true).label == "case 2")
        #expect(CaseReading(threeCase: .manyMessages, isInEffect: false).label == "next show: case 3")
    }

    @Test func eachCaseHasItsOwnWords() {
        let words = ThreeCase.allCases.map(CaseReading.meaning(of:))
        #expect(words == ["only the bar moves", "the list moves by the overlap", "the list moves with the keyboard"])
    }

    /// While the keyboard hides it is still up: the case in effect, as the trace says, until
    /// the frame where it is all the way down.
    @Test func aHidingKeyboardKeepsItsCaseUntilItIsDown() throws {
        let scene = try ChatSceneLayoutTests.scene(12)
        scene.showKeyboard(at: 0)
        scene.hideKeyboard(at: 2)
        let hiding = scene.frame(at: 2.05), down = scene.frame(at: 5)
        #expect(hiding.keyboardVisibleHeight >= CaseReading.upFrom && down.keyboardVisibleHeight == 0)
        #expect(CaseReading(frame: hiding) == CaseReading(threeCase: .someMessages, isInEffect: true))
        #expect(hiding.caseLabel == "2" && down.caseLabel == "2")
        #expect(CaseReading(frame: down)?.isInEffect == false)
    }
}
