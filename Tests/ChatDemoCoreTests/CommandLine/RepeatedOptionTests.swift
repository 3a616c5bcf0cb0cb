import Testing
@testable import ChatDemoCore

@Suite struct RepeatedOptionTests {
    private let flags: Set<String> = ["--landscape", "--csv", "--help"]

    @Test func documentedExample() {
        #expect(RepeatedOption.first(in: ["--case", "few", "--landscape", "--case=many"], flags: flags) == "--case")
    }

    @Test func eachOptionOnceIsFine() {
        #expect(RepeatedOption.first(in: [], flags: flags) == nil)
        #expect(RepeatedOption.first(in: ["--case", "few", "--keyboard", "pinyin", "--landscape", "--slow-motion=2"], flags: flags) == nil)
    }

    @Test func repeatedFlagsAndValuedOptions() {
        #expect(RepeatedOption.first(in: ["--landscape", "--landscape"], flags: flags) == "--landscape")
        #expect(RepeatedOption.first(in: ["--slow-motion", "2", "--case", "few", "--slow-motion", "3"], flags: flags) == "--slow-motion")
        #expect(RepeatedOption.first(in: ["--csv", "--samples=3", "--samples", "5"], flags: flags) == "--samples")
    }

    @Test func valuesThatLookLikeOptionsAreValues() {
        #expect(RepeatedOption.first(in: ["--script", "--script", "--case", "few"], flags: flags) == nil)
        #expect(RepeatedOption.first(in: ["--messages", "-1", "--messages", "2"], flags: flags) == "--messages")
    }

    @Test func scanningStopsAtTheTerminator() {
        #expect(RepeatedOption.first(in: ["--case", "few", "--", "--case"], flags: flags) == nil)
    }
}
