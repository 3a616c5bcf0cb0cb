import Testing
@testable import ChatDemoCore

/// How a script line is cut into words (by Unicode scalars, not `Character`s), where each word
/// is (its column, counted in scalars from 1), and how much of a bad line a message quotes.
@Suite struct ScriptLineTests {
    /// A space followed by a combining mark or a zero-width joiner is one `Character`: the command
    /// word still ends at the space, and the text keeps the mark as its first scalar.
    @Test func textMayBeginWithACombiningMarkOrAJoiner() throws {
        #expect(try scriptCommands("type \u{301}abc") == [.type("\u{301}abc")])
        #expect(try scriptCommands("type \u{200D}abc") == [.type("\u{200D}abc")])
        #expect(try scriptCommands("\ttype\t\u{301}") == [.type("\u{301}")])
        #expect(try scriptCommands("receive-stream \u{301}abc 300") == [.receiveStream("\u{301}abc", milliseconds: 300)])
        #expect(try scriptCommands("receive-stream \u{200D}abc 300") == [.receiveStream("\u{200D}abc", milliseconds: 300)])
        #expect(try scriptCommands("receive-stream a \u{301}b 300") == [.receiveStream("a \u{301}b", milliseconds: 300)])
        #expect(try scriptCommands("wait 5 # \u{301}comment") == [.wait(milliseconds: 5)])
    }

    /// Arguments too: a mark after a separating space starts the next word, which is then wrong
    /// as itself (not glued to the word before), and named (it would sit on the quote).
    @Test func argumentsAreCutAtSpacesBeforeMarks() {
        #expect(scriptProblem("tap \u{301}input") == "s.txt:1:5: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got '<U+0301>input'")
        #expect(scriptProblem("wait \u{200D}5") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '<U+200D>5'")
        #expect(scriptProblem("send \u{301}") == "s.txt:1:6: 'send' takes no arguments")
    }

    /// Columns count scalars from the line's start: a tab is one, a family emoji five (three
    /// people and two joiners), a decomposed é two.
    @Test func columnsCountScalars() {
        #expect(scriptProblem("\t wait x") == "s.txt:1:8: expected a duration of 0…600000 milliseconds, got 'x'")
        #expect(scriptProblem("tap key 👨‍👩‍👧 x") == "s.txt:1:15: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'key 👨<U+200D>👩<U+200D>👧 x'")
        #expect(scriptProblem("tap key e\u{301}e\u{301} x") == "s.txt:1:14: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'key e\u{301}e\u{301} x'")
        #expect(scriptProblem("type hi\nwait 1\r\n\u{FEFF}quit") == "s.txt:3:1: unknown command '<U+FEFF>quit'")
        // A mark at the start would sit on the opening quote.
        #expect(scriptProblem("\u{301}quit") == "s.txt:1:1: unknown command '<U+0301>quit'")
    }

    /// A step keeps the column of the word it acts on, for problems found while it runs.
    @Test func stepsKeepTheColumnOfWhatTheyActOn() throws {
        let script = try DemoScript.parse("""
        tap key q
          tap jump
        hold key ⌫ 300
        drag keyboard -30 300
        screenshot out/a.png
        \twait 100
        """, file: "s.txt")
        #expect(script.steps.map(\.column) == [9, 7, 10, 6, 12, 2])
    }

    /// A bad word is quoted by its first 200 scalars and "…": a megabyte-long line does not end
    /// up in the terminal, and the message still says what and where.
    @Test func messagesQuoteAtMostTwoHundredScalarsOfTheLine() throws {
        let long = String(repeating: "x", count: 5000)
        let help = "(keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)"
        #expect(scriptProblem("tap key " + long) == "s.txt:1:9: no keyboard has a key labelled '\(String(repeating: "x", count: 200))…' " + help)
        let marks = "q" + String(repeating: "\u{301}", count: 100_000)
        let unknown = try #require(scriptProblem(marks))
        #expect(unknown == "s.txt:1:1: unknown command 'q\(String(repeating: "\u{301}", count: 199))…'")
        let controls = String(repeating: "\u{7}", count: 1000)
        #expect(scriptProblem("wait " + controls) == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '\(String(repeating: "<U+0007>", count: 200))…'")
        #expect(scriptProblem("tap input " + long)?.count == "s.txt:1:11: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got ''".count + 201)
        // Exactly 200 is quoted whole.
        let fits = String(repeating: "y", count: 200)
        #expect(scriptProblem("wait " + fits) == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '\(fits)'")
    }
}
