import Testing
@testable import ChatDemoCore

@Suite struct TextBytesKeyTests {
    @Test func equalBytesAreOneKey() {
        var cache: [TextBytesKey: Int] = [:]
        cache[TextBytesKey("héllo")] = 1
        cache[TextBytesKey("hé" + "llo")] = 2
        #expect(cache.count == 1 && cache[TextBytesKey("héllo")] == 2)
    }

    @Test func canonicallyEquivalentTextsWithOtherBytesAreTwoKeys() {
        #expect("e\u{301}" == "\u{E9}")  // String: canonically equivalent
        #expect(TextBytesKey("e\u{301}") != TextBytesKey("\u{E9}"))
        #expect(TextBytesKey("ab") != TextBytesKey("abc"))
    }
}
