import Foundation
import Testing
@testable import Keyboard

/// A broken keyboard resource is located by the strict JSON scanner that checks conversation
/// files, so every broken JSON file is named with a line and column, even one that simply ends.
@Suite struct ResourceDecodingTests {
    private struct Numbers: Decodable {
        let a: [Int]
    }

    @Test func aTruncatedFileIsNamedWithTheLineAndColumnWhereItEnds() {
        // Line 2 is `  "a": [1,` (ten characters): the value that should follow is missing at column 11.
        #expect(throws: KeyboardLayoutError.malformed(file: "t.json", reason: "not valid JSON", line: 2, column: 11)) {
            try decodeResource(Numbers.self, from: Data("{\n  \"a\": [1,".utf8), file: "t.json")
        }
    }

    @Test func aSchemaErrorInValidJSONHasNoLine() {
        #expect(throws: KeyboardLayoutError.malformed(file: "t.json", reason: "expected Array<Any> at .a")) {
            try decodeResource(Numbers.self, from: Data(#"{"a": 1}"#.utf8), file: "t.json")
        }
    }
}
