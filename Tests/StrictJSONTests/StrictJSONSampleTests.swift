import Testing
import StrictJSON
import TestSupport

/// The shared samples (`Tests/StrictJSONTests/Samples`) through StrictJSON's two paths: the
/// full check says exactly what `expected.tsv` says, and the fast path (`JSONByteCursor`)
/// accepts exactly the valid ones, so a reader built on it can never take a file the full
/// check refuses.
@Suite struct StrictJSONSampleTests {
    @Test func thereIsASampleOfEachKind() {
        #expect(StrictJSONSample.all.map(\.name) == [
            "valid.json", "deep-at-limit.json", "deep-past-limit.json", "bad-utf8.json", "lone-surrogate.json",
            "duplicate-key.json", "bad-number.json", "trailing-garbage.json", "truncated-string.json", "bad-escape.json",
        ])
    }

    @Test(arguments: StrictJSONSample.all)
    func theFullCheckSaysWhatTheTableSays(_ sample: StrictJSONSample) {
        let verdict: StrictJSONSample.Verdict
        do throws(JSONSyntaxError) {
            try JSONSyntax.check(sample.bytes, file: sample.name)
            verdict = .valid
        } catch {
            #expect(error.file == sample.name)
            #expect(error.description == "\(sample.name):\(error.line):\(error.column): \(error.message)")
            verdict = .refused(line: error.line, column: error.column, message: error.message)
        }
        #expect(verdict == sample.verdict)
    }

    @Test(arguments: StrictJSONSample.all)
    func theFastPathAcceptsExactlyTheValidSamples(_ sample: StrictJSONSample) {
        let accepted = sample.bytes.withUnsafeBytes { bytes in
            var cursor = JSONByteCursor(bytes, at: 0)
            cursor.skipWhitespace()
            return cursor.skipValue(depth: 0) && cursor.isAtEnd()
        }
        #expect(accepted == (sample.verdict == .valid))
    }

    /// One array more than `deep-at-limit.json` holds is one too many, on both paths.
    @Test func theLimitIsOneForBothPaths() {
        for (depth, accepted) in [(JSONSyntax.maximumDepth, true), (JSONSyntax.maximumDepth + 1, false)] {
            let bytes = Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8)
            let fast = bytes.withUnsafeBytes { bytes in
                var cursor = JSONByteCursor(bytes, at: 0)
                return cursor.skipValue(depth: 0) && cursor.isAtEnd()
            }
            #expect(fast == accepted)
            let full: Bool
            do throws(JSONSyntaxError) {
                try JSONSyntax.check(bytes, file: "deep.json")
                full = true
            } catch {
                #expect(error.description == "deep.json:1:\(JSONSyntax.maximumDepth + 1): nesting deeper than 256 levels")
                full = false
            }
            #expect(full == accepted)
        }
    }
}
