import ChatDemoCore
import OutputFiles
import Testing
@testable import ChatImport

/// How one export opened by the fast readers compares with the full readers.
enum FastPathOutcome: Equatable {
    /// The fast reader left the file to the full one.
    case fellBack
    /// Both opened it, with the same messages, heights, summary and "me"; `inFile`
    /// messages were left in the file.
    case same(messages: Int, inFile: Int)
    /// Both refused it with the same error (after the fast pass, in choosing "me").
    case sameError
}

/// Opens `bytes` (a file named `name`) both ways and checks that the fast path gives exactly
/// what the full path gives: every message's side and text, its estimated height at two
/// widths from the counts the pass recorded, the title, the summary and who is "me" — or the
/// same error. Records an issue on any difference.
func compareFastPath(_ bytes: [UInt8], name: String, me: String? = nil,
                     sourceLocation: SourceLocation = #_sourceLocation) -> FastPathOutcome {
    let file = "exports/\(name)"
    let full: Result<ChatImport.Opened, InputError>
    do { full = .success(try ChatImport.decode(bytes, file: file, name: name, chat: nil, me: me)) } catch { full = .failure(error) }
    guard let scanned = ChatImport.scan(MappedFile(copying: bytes), name: name, chat: nil) else { return .fellBack }
    let fast: ChatImport.Opened
    do {
        fast = try ChatImport.finish(scanned, file: file, me: me)
    } catch {
        guard case .failure(let expected) = full else {
            Issue.record("the fast path refused what the full path opened: \(error)", sourceLocation: sourceLocation)
            return .fellBack
        }
        #expect(error.description == expected.description, sourceLocation: sourceLocation)
        return .sameError
    }
    guard case .success(let expected) = full else {
        Issue.record("the fast path opened what the full path refused: \(full)", sourceLocation: sourceLocation)
        return .fellBack
    }
    #expect(fast.summary == expected.summary, sourceLocation: sourceLocation)
    #expect(fast.me == expected.me, sourceLocation: sourceLocation)
    #expect(fast.conversation.title == expected.conversation.title, sourceLocation: sourceLocation)
    let got = fast.conversation.messages, want = expected.conversation.messages
    #expect(got.count == want.count, sourceLocation: sourceLocation)
    var inFile = 0
    for index in 0..<min(got.count, want.count) {
        if !got.isDecoded(at: index) { inFile += 1 }
        guard got[index] == want[index] else {
            Issue.record("message \(index): \(got[index]) ≠ \(want[index])", sourceLocation: sourceLocation)
            return .fellBack
        }
        #expect(got.sender(at: index) == want[index].sender, sourceLocation: sourceLocation)
        for width in [390.0, 1024.0] {
            let estimated = got.estimatedHeight(at: index, by: .standard, listWidth: width)
            guard estimated == HeightEstimate.standard.height(of: want[index].text, listWidth: width) else {
                Issue.record("message \(index): estimated height \(estimated) from the recorded counts differs from its text's",
                             sourceLocation: sourceLocation)
                return .fellBack
            }
        }
    }
    return .same(messages: got.count, inFile: inFile)
}

/// Compares both paths on the exports `make` gives for seeds 0 to `count` − 1 and expects the
/// fast path to be the one tested: it takes at least half of the exports and leaves at least
/// half of their texts in the file.
func expectRandomExportsOpenTheSameByBothPaths(count: UInt64 = 400, _ make: (UInt64) -> (bytes: [UInt8], name: String, me: String?),
                                              sourceLocation: SourceLocation = #_sourceLocation) {
    var taken = 0, inFile = 0, messages = 0
    for seed in 0..<count {
        let export = make(seed)
        switch compareFastPath(export.bytes, name: export.name, me: export.me) {
        case .same(let count, let kept):
            taken += 1
            messages += count
            inFile += kept
        case .sameError, .fellBack:
            break
        }
    }
    #expect(taken * 2 >= Int(count), "the fast path took \(taken) of \(count) exports", sourceLocation: sourceLocation)
    #expect(inFile * 2 >= messages, "\(inFile) of \(messages) texts left in the file", sourceLocation: sourceLocation)
}
