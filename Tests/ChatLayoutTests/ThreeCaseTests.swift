import Testing
@testable import ChatLayout

/// Seed 004's decision at every boundary for H = 800, h = 50, K = 291:
/// d1 = H − h − K = 459, d2 = H − h − 2 · fitBlank = 800 − 50 − 30 = 720.
@Suite struct ThreeCaseTests {
    func decide(_ c: Double?) -> (ThreeCase, Double) {
        let d = ThreeCase.decide(lastMessageBottom: c, contentHeight: 800, barHeight: 50, keyboardHeight: 291)
        return (d.threeCase, d.listRise)
    }

    @Test func noMessagesIsCaseOne() { #expect(decide(nil) == (.fewMessages, 0)) }
    @Test func atD1IsCaseOne() { #expect(decide(459) == (.fewMessages, 0)) }
    @Test func justBelowD1IsCaseTwo() { #expect(decide(460) == (.someMessages, 1)) }
    @Test func caseTwoRisesByDifY() { #expect(decide(600) == (.someMessages, 141)) }
    @Test func atD2IsCaseTwo() { #expect(decide(720) == (.someMessages, 261)) }
    @Test func justBelowD2IsCaseThree() { #expect(decide(721) == (.manyMessages, 291)) }
    @Test func offScreenLastMessageIsCaseThree() { #expect(decide(5000) == (.manyMessages, 291)) }
}
