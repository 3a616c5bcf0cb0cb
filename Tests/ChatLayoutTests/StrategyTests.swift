import Testing
@testable import ChatLayout

@Suite struct StrategyTests {
    @Test func everySummaryIsOneNonEmptyLine() {
        for s in Strategy.allCases {
            #expect(!s.summary.isEmpty && !s.summary.contains("\n"))
        }
        #expect(Set(Strategy.allCases.map(\.summary)).count == Strategy.allCases.count)
    }

    @Test func onlyNaiveLetsGoOfTheKeyboard() {
        #expect(Strategy.allCases.filter { !$0.keepsBarOnKeyboard } == [.naive])
    }
}
