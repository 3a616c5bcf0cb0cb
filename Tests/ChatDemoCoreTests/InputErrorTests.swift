import Testing
@testable import ChatDemoCore

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

    @Test func equality() {
        #expect(InputError(file: "a", line: 1, column: 2, "m") == InputError(file: "a", line: 1, column: 2, "m"))
        #expect(InputError(file: "a", line: 1, column: 2, "m") != InputError(file: "a", line: 1, column: 3, "m"))
    }
}
