import Testing
@testable import StrictJSON

@Suite struct JSONSyntaxTests {
    /// The error for `text`, as the user sees it, or nil when it passes.
    private func problem(_ text: String) -> String? {
        problem(Array(text.utf8))
    }

    private func problem(_ bytes: [UInt8]) -> String? {
        do {
            try JSONSyntax.check(bytes, file: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Valid documents

    @Test func nestedDocument() {
        let text = """
        {
          "title": "Mia",
          "messages": [
            {"sender": "me", "text": "hi"},
            {"sender": "them", "text": "hello", "tags": [[], {}, [1, [2, [3]]]]}
          ],
          "flags": {"a": true, "b": false, "c": null}
        }
        """
        #expect(problem(text) == nil)
    }

    @Test func scalarsAtTheTopLevel() {
        for text in ["0", "\"x\"", "true", "false", "null", "[]", "{}", " \t\r\n[ ]\r\n "] {
            #expect(problem(text) == nil, "\(text)")
        }
    }

    @Test func everyEscape() {
        #expect(problem(#"["\" \\ \/ \b \f \n \r \t \u00e9 \u00E9 \uD83D\uDE00"]"#) == nil)
    }

    @Test func rawUnicode() {
        #expect(problem(#"{"你好": "周末去哪儿 😀 café"}"#) == nil)
    }

    @Test func numbers() {
        for number in ["0", "-0", "7", "-12", "1.5", "-0.25", "1e5", "1E5", "3e-2", "-12.25e+10", "0.0e0", "123456789012345678901234567890"] {
            #expect(problem("[\(number)]") == nil, "\(number)")
        }
    }

    // MARK: Errors, each with its place

    @Test func emptyFile() {
        #expect(problem("") == "t.json:1:1: expected a value, found end of file")
        #expect(problem("\n\n") == "t.json:3:1: expected a value, found end of file")
    }

    @Test func trailingCommaInArray() {
        #expect(problem(#"{"a": [1, 2,]}"#) == "t.json:1:13: expected a value, found ']'")
    }

    @Test func trailingCommaInObject() {
        #expect(problem("{\n  \"a\": 1,\n}") == "t.json:3:1: expected a quoted key, found '}'")
    }

    @Test func missingColon() {
        #expect(problem(#"{"a" 1}"#) == "t.json:1:6: expected ':' after the key, found '1'")
        #expect(problem("{\n  \"title\" \"x\"\n}") == "t.json:2:11: expected ':' after the key, found '\"'")
    }

    @Test func missingCommaBetweenMembers() {
        #expect(problem(#"{"a": 1 "b": 2}"#) == "t.json:1:9: expected ',' or '}' in the object, found '\"'")
        #expect(problem("[1 2]") == "t.json:1:4: expected ',' or ']' in the array, found '2'")
    }

    @Test func unquotedKey() {
        #expect(problem("{title: 1}") == "t.json:1:2: expected a quoted key, found 't'")
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        #expect(problem("{\"a\": \"abc") == "t.json:1:7: unterminated string (no closing quote before the end of the file)")
        #expect(problem("[\"abc\\") == "t.json:1:2: unterminated string (no closing quote before the end of the file)")
    }

    @Test func lineBreakInsideAString() {
        #expect(problem("{\"a\": \"abc\n}") == "t.json:1:11: line break inside a string (missing closing quote? write a line break as \\n)")
    }

    @Test func badEscapePointsAtTheBackslash() {
        #expect(problem(#"{"a": "x\q"}"#) == #"t.json:1:9: invalid escape \q (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#)
        #expect(problem(#"["\'"]"#) == #"t.json:1:3: invalid escape \' (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#)
        #expect(problem("[\"\\你\"]") == "t.json:1:3: invalid escape: '\\' followed by '你'")
    }

    @Test func badUnicodeEscape() {
        #expect(problem(#"["\u12G4"]"#) == "t.json:1:7: expected four hex digits after \\u, found 'G'")
        #expect(problem(#"["\u12"]"#) == "t.json:1:7: expected four hex digits after \\u, found '\"'")
    }

    @Test func loneSurrogates() {
        let high = "(a high surrogate must be followed by a low one, \\uDC00…\\uDFFF)"
        #expect(problem(#"["ab\uD83D"]"#) == "t.json:1:5: lone surrogate \\uD83D " + high)
        #expect(problem(#"["\uD83Dx"]"#) == "t.json:1:3: lone surrogate \\uD83D " + high)
        #expect(problem(#"["\uD83D\u0041"]"#) == "t.json:1:3: lone surrogate \\uD83D " + high)
        #expect(problem(#"["\uD83D\uD83D"]"#) == "t.json:1:3: lone surrogate \\uD83D " + high)
        #expect(problem(#"["\udc00"]"#) == "t.json:1:3: lone surrogate \\uDC00 (a low surrogate must follow a high one, \\uD800…\\uDBFF)")
        #expect(problem(#"["\uD83D\uDE0"]"#) == "t.json:1:14: expected four hex digits after \\u, found '\"'")
        #expect(problem(#"["\ud83d\ude00", "\uDBFF\uDFFF"]"#) == nil)
    }

    @Test func duplicateKeys() {
        #expect(problem(#"{"a": 1, "b": 2, "a": 3}"#) == #"t.json:1:18: duplicate key "a" (first at 1:2)"#)
        // Keys compare as decoded text.
        #expect(problem(#"{"ab": 1, "a\u0062": 2}"#) == #"t.json:1:11: duplicate key "ab" (first at 1:2)"#)
        #expect(problem("{\"\\u00a0\": 1,\n \"\u{A0}\": 2}") == "t.json:2:2: duplicate key \"<U+00A0>\" (first at 1:2)")
        // The same key in different objects is fine, at any depth.
        #expect(problem(#"[{"a": 1}, {"a": {"a": [{"a": 2}]}}]"#) == nil)
        #expect(problem(#"{"a": {"b": 1, "b": 2}}"#) == #"t.json:1:16: duplicate key "b" (first at 1:8)"#)
    }

    @Test func invisibleCharactersAreShownEscaped() {
        #expect(problem("[\u{A0}1]") == "t.json:1:2: expected a value, found <U+00A0>")
        #expect(problem("\u{FEFF}{}") == "t.json:1:1: expected a value, found <U+FEFF> (a byte order mark)")
        #expect(problem("{}\u{200B}") == "t.json:1:3: unexpected <U+200B> after the end of the JSON value")
    }

    @Test func controlCharacterInAString() {
        #expect(problem("[\"a\tb\"]") == "t.json:1:4: control character 0x09 in a string (write it as an escape: \\u0009)")
        #expect(problem("[\"a\u{1F}\"]") == "t.json:1:4: control character 0x1F in a string (write it as an escape: \\u001F)")
    }

    @Test func garbageAfterTheValue() {
        #expect(problem(#"{"a": 1} x"#) == "t.json:1:10: unexpected 'x' after the end of the JSON value")
        #expect(problem("{}\n{}") == "t.json:2:1: unexpected '{' after the end of the JSON value")
        #expect(problem("[]\0") == "t.json:1:3: unexpected byte 0x00 after the end of the JSON value")
    }

    @Test func badLiterals() {
        #expect(problem(#"{"a": tru}"#) == "t.json:1:10: expected 'true', found '}'")
        #expect(problem("[nul]") == "t.json:1:5: expected 'null', found ']'")
        #expect(problem("[True]") == "t.json:1:2: expected a value, found 'T'")
    }

    @Test func badNumbers() {
        #expect(problem("[01]") == "t.json:1:3: expected ',' or ']' in the array, found '1'")
        #expect(problem("[1.]") == "t.json:1:4: expected a digit after '.'")
        #expect(problem("[.5]") == "t.json:1:2: expected a value, found '.'")
        #expect(problem("[1e]") == "t.json:1:4: expected a digit in the exponent")
        #expect(problem("[1e+]") == "t.json:1:5: expected a digit in the exponent")
        #expect(problem("[-]") == "t.json:1:3: expected a digit, found ']'")
        #expect(problem("[+1]") == "t.json:1:2: expected a value, found '+'")
    }

    @Test func nonASCIIOutsideStringsIsShownAsItself() {
        #expect(problem("[你]") == "t.json:1:2: expected a value, found '你'")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(problem(#"["你好", x]"#) == "t.json:1:8: expected a value, found 'x'")
        #expect(problem("{\"a\": \"😀\",\n \"b\": 😀}") == "t.json:2:7: expected a value, found '😀'")
    }

    @Test func depthLimit() {
        let limit = JSONSyntax.maximumDepth
        #expect(limit == 256)
        // Exactly the limit passes, whatever the innermost container holds.
        #expect(problem(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) == nil)
        #expect(problem(String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)) == nil)
        #expect(problem(String(repeating: "{\"a\":", count: limit) + "1" + String(repeating: "}", count: limit)) == nil)
        // One more is refused where the extra level opens.
        #expect(problem(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
            == "t.json:1:257: nesting deeper than 256 levels")
        // A hostile file far deeper than the stack could take fails the same way.
        #expect(problem(String(repeating: "[", count: 1_000_000)) == "t.json:1:257: nesting deeper than 256 levels")
    }
}
