import ChatLayout
import Testing
@testable import ChatDemoCore

/// `--compare A,B[,C]`: two or three distinct strategies, spelled as `--strategy`
/// spells them; anything else is refused with a sentence naming the value at fault.
@Suite struct CompareChoiceTests {
    @Test func twoStrategiesMakeTwoPanesLeftToRight() throws {
        #expect(try CompareChoice.parse("always,never").strategies == [.always, .never])
    }

    @Test func threeStrategiesWithSpacesAroundTheNames() throws {
        #expect(try CompareChoice.parse("three-case, never ,persistent").strategies == [.threeCase, .never, .persistent])
    }

    @Test(arguments: [("always", 1), ("always,never,persistent,inset", 4)])
    func anotherCountIsRefused(value: String, count: Int) {
        #expect(throws: CompareChoice.Problem(message:
            "--compare needs two or three strategies separated by commas (such as always,never), got \(count) in '\(value)'")) {
            try CompareChoice.parse(value)
        }
    }

    @Test func anUnknownNameIsNamedWithTheChoices() {
        #expect(throws: CompareChoice.Problem(message:
            "--compare: 'sideways' is not a strategy; use three-case, bar-only, whole-view, inset, always, when-at-end, persistent, never or naive")) {
            try CompareChoice.parse("always,sideways")
        }
    }

    @Test func anEmptyNameIsSaidSo() {
        #expect(throws: CompareChoice.Problem(message:
            "--compare: an empty name is not a strategy; use three-case, bar-only, whole-view, inset, always, when-at-end, persistent, never or naive")) {
            try CompareChoice.parse("always,")
        }
    }

    @Test func aStrategyTwiceIsRefused() {
        #expect(throws: CompareChoice.Problem(message: "--compare: 'never' is given twice; the panes' strategies must differ")) {
            try CompareChoice.parse("never,always,never")
        }
    }
}

/// Panes that differ by platform (`strategy@platform`), by strategy, or both.
@Suite struct CompareChoicePlatformTests {
    @Test func panesMayDifferByPlatform() throws {
        let choice = try CompareChoice.parse("three-case@ios,three-case@android")
        #expect(choice.strategies == [.threeCase, .threeCase])
        #expect(choice.platforms == [.ios, .android])
        let mixed = try CompareChoice.parse("always,never@linux-phone")
        #expect(mixed.platforms == [nil, .linuxPhone])
        #expect(try CompareChoice.parse("always,never").platforms.isEmpty)
    }

    @Test func anUnknownPlatformOrTheSamePaneTwiceIsRefused() {
        #expect(throws: CompareChoice.Problem(message:
            "--compare: 'beos' in 'always@beos' is not a platform; use ios, android, android-resize or linux-phone")) {
            try CompareChoice.parse("never,always@beos")
        }
        #expect(throws: CompareChoice.Problem(message: "--compare: 'always@android' is given twice; the panes must differ by strategy or platform")) {
            try CompareChoice.parse("always@android,always@android")
        }
    }
}
