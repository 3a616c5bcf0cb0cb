import ChatDemoCore
import Foundation
import Testing

/// The caption, the debug overlay and the trace name one case. While the keyboard is up all
/// three give the case in effect; while it is down the trace keeps the case the latest show
/// decided (1 before any show) and the caption and the overlay name, and say they name, the case
/// the next show will decide. Read from every painted frame of a show, a send and a hide
/// (`KEYBOARDCHAT_REPORT_CAPTION` prints the caption on screen and the overlay's first line).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CaseAgreementTests {
    @Test(arguments: [("few", 1), ("some", 2), ("many", 3)])
    func captionOverlayAndTraceNameTheSameCase(conversation: String, decided: Int) throws {
        let scratch = try makeScratchDirectory("case-agreement-\(conversation)")
        let run = try ScriptedRun(["wait 300", "tap input", "wait 900", "type hi", "send", "wait 900", "escape", "wait 900", "quit"],
                                  arguments: ["--case", conversation, "--trace", scratch + "/trace.csv"],
                                  environment: ["KEYBOARDCHAT_REPORT_CAPTION": "1"], name: "case-agreement-\(conversation)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let trace = try readTrace(scratch + "/trace.csv")
        var shown: [Int: (caption: String, overlay: String)] = [:]
        for line in run.result.stdout.split(separator: "\n") where line.hasPrefix("caption ") {
            let body = line.dropFirst("caption ".count)
            guard let colon = body.firstIndex(of: ":"), let frame = Int(body[..<colon]) else { continue }
            let parts = body[body.index(after: colon)...].components(separatedBy: " | ")
            guard parts.count == 2 else { continue }
            shown[frame] = (parts[0].trimmingCharacters(in: .whitespaces), parts[1])
        }
        let restingTop = try #require(trace.first?.keyboardTop)
        let firstShow = try #require(trace.first { $0.keyboardTop < restingTop }?.frame, "the keyboard never rose")
        var up = 0, down = 0, differsFromTrace = 0
        for row in trace {
            guard let (caption, overlay) = shown[row.frame] else { continue }
            if row.keyboardTop < restingTop {
                up += 1
                #expect(caption.contains("· case \(row.caseLabel): "), "frame \(row.frame): trace \(row.caseLabel), caption \(caption)")
                #expect(overlay == "three-case, case \(row.caseLabel) in effect", "frame \(row.frame): trace \(row.caseLabel), overlay \(overlay)")
            } else {
                down += 1
                let next = caption.components(separatedBy: "· next show: case ").dropFirst().first?.prefix(1)
                let named = try #require(next.flatMap { Int($0) }, "frame \(row.frame): caption \(caption)")
                #expect(overlay == "three-case, next show case \(named)", "frame \(row.frame): caption \(caption), overlay \(overlay)")
                if row.frame < firstShow {
                    #expect(named == decided, "frame \(row.frame) before the show: caption \(caption)")
                    if row.caseLabel != String(decided) { differsFromTrace += 1 }
                }
            }
        }
        // At rest nothing is painted: the down frames are the first and the one where the hide ends.
        #expect(up > 30 && down >= 2, "\(up) frames up, \(down) down, \(shown.count) captions")
        // Before the first show the trace says 1 whatever the conversation: the caption names the next show's.
        #expect(decided == 1 || differsFromTrace > 0)
        #expect(trace.contains { $0.caseLabel == String(decided) })
    }
}
