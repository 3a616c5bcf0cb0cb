import Testing
import StrictJSON

/// The messages and offsets of the DocC article `StrictJSON.docc/GettingStarted.md`, computed by
/// the code it shows.
@Suite struct GettingStartedArticleTests {
    @Test func aTrailingCommaIsNamedAtItsByte() {
        do {
            try JSONSyntax.check(Array(#"{"a": [1, 2,]}"#.utf8), file: "x.json")
            Issue.record("a trailing comma passed the check")
        } catch {
            #expect(error.description == "x.json:1:13: expected a value, found ']'")
            #expect(error.offset == 12)
        }
    }

    @Test func aRepeatedKeyNamesBothPlaces() {
        do {
            try JSONSyntax.check(Array(#"{"date": 1, "date": 2}"#.utf8), file: "y.json")
            Issue.record("a repeated key passed the check")
        } catch {
            #expect(error.description == #"y.json:1:13: duplicate key "date" (first at 1:2)"#)
        }
    }

    @Test func theLocatorFindsTheDecodersValue() {
        let conversation = Array(#"{"title": "t", "messages": [{"sender": "me", "text": 5}]}"#.utf8)
        let offset = JSONLocator.offset(of: [.key("messages"), .index(0), .key("text")], in: conversation)
        #expect(offset == 53 && conversation[offset] == UInt8(ascii: "5"))
    }
}
