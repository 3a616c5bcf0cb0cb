import Testing
@testable import StrictJSON

@Suite struct JSONLocatorTests {
    private func offset(_ path: [JSONPathComponent], _ text: String) -> Int {
        JSONLocator.offset(of: path, in: Array(text.utf8))
    }

    @Test func documentedExample() {
        let text = #"{"title": "t", "messages": [{"sender": "me", "text": 5}]}"#
        #expect(offset([.key("messages"), .index(0), .key("text")], text) == 53)
    }

    @Test func emptyPathIsTheTopLevelValue() {
        #expect(offset([], "  \n [1]") == 4)
    }

    @Test func skipsNestedValuesStringsAndNumbers() {
        let text = #"{"a": {"x": [1, {"}": "]"}], "y": "\"{"}, "b": [-1.5e3, true, null, "s", [[]], {"k": 2}]}"#
        #expect(offset([.key("b")], text) == 47)
        #expect(offset([.key("b"), .index(0)], text) == 48)
        #expect(offset([.key("b"), .index(5), .key("k")], text) == 85)
        #expect(offset([.key("a"), .key("y")], text) == 34)
    }

    @Test func escapedKeysMatchTheirDecodedName() {
        #expect(offset([.key("ab")], #"{"a\u0062": 1}"#) == 12)
    }

    @Test func aPathLeavingTheDocumentStopsAtTheDeepestValueFound() {
        let text = #"{"messages": [{"sender": "me"}]}"#
        #expect(offset([.key("messages"), .index(0), .key("text")], text) == 14)
        #expect(offset([.key("messages"), .index(3)], text) == 13)
        #expect(offset([.key("nope")], text) == 0)
    }

    @Test func codingPathsBecomeKeysAndIndices() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { stringValue = "Index \(intValue)"; self.intValue = intValue }
        }
        #expect(JSONLocator.path([Key(stringValue: "messages"), Key(intValue: 2)]) == [.key("messages"), .index(2)])
    }
}
