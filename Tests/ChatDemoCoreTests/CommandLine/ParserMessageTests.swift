import OutputFiles
import Testing
@testable import ChatDemoCore

/// ArgumentParser quotes values as typed; the app prints them escaped.
@Suite struct ParserMessageTests {
    @Test func aQuotedValueIsEscapedWholeAndTheMessageKeepsItsLines() {
        let message = "Error: The value 'x\ny' is invalid for '--case <case>'.\nUsage: keyboard-chat demo <options>"
        #expect(ParserMessage.escaped(message, arguments: ["--case", "x\ny"])
                == "Error: The value 'x<U+000A>y' is invalid for '--case <case>'.\nUsage: keyboard-chat demo <options>")
        #expect(ParserMessage.escaped("Error: The value 'a\u{1B}b' is invalid", arguments: ["--case=a\u{1B}b"])
                == "Error: The value 'a<U+001B>b' is invalid")
        let bad = PathBytes.string([0xFF])
        #expect(ParserMessage.escaped("Error: Unknown option '--\(bad)'\nUsage", arguments: ["--\(bad)"])
                == "Error: Unknown option '--<0xFF>'\nUsage")
    }
}
