import Testing
@testable import OutputFiles

@Suite struct InputErrorTests {
    @Test func fullPlace() {
        #expect(InputError(file: "a.json", line: 3, column: 7, "boom").description == "a.json:3:7: boom")
    }

    @Test func lineOnly() {
        #expect(InputError(file: "demo.txt", line: 12, "unknown command 'x'").description == "demo.txt:12: unknown command 'x'")
    }

    @Test func fileOnly() {
        #expect(InputError(file: "/tmp/nope.json", "no such file").description == "/tmp/nope.json: no such file")
    }

    @Test func controlAndInvisibleCharactersAreEscaped() {
        #expect(InputError(file: "a\nb\u{1B}[2J.json", line: 1, column: 2, "bad\u{0} \u{A0}").description
            == "a<U+000A>b<U+001B>[2J.json:1:2: bad<U+0000> <U+00A0>")
    }
}
