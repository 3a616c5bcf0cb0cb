import ChatDemoCore
import Foundation
import Testing

/// The jump-to-latest button never covers the text of the bubble nearest the bar: wherever the
/// list stops — an outgoing bubble's lines at the right edge under the button, an incoming one at
/// the left, a streaming reply whose newest lines reach the bar — at 390 and 320 wide and in
/// landscape. Read from the app itself (`KEYBOARDCHAT_REPORT_JUMP`: the button's frame and the
/// shown text of the bottom-most bubble, for every frame that shows the button fully) and from
/// the pixels of the last frame: under and beside the button, down to the bar, only the list's
/// background shows.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct JumpToLatestCoverTests {
    struct Report {
        var button: (x: Double, y: Double, width: Double, height: Double)
        var text: (x: Double, y: Double, width: Double, height: Double, side: String)?

        /// `jump 42: button 342 744 36 36 | text 126.5 700 239.5 40 me` (or `| text none`).
        init?(_ line: Substring) {
            guard line.hasPrefix("jump "), let bar = line.firstIndex(of: "|") else { return nil }
            let buttonWords = line[..<bar].split(separator: " ").suffix(4).compactMap { Double($0) }
            let textWords = line[line.index(after: bar)...].split(separator: " ").dropFirst()
            guard buttonWords.count == 4 else { return nil }
            button = (buttonWords[0], buttonWords[1], buttonWords[2], buttonWords[3])
            let numbers = textWords.prefix(4).compactMap { Double($0) }
            text = numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3], String(textWords.last ?? "")) : nil
        }

        var overlaps: Bool {
            guard let text else { return false }
            return text.x < button.x + button.width && button.x < text.x + text.width
                && text.y < button.y + button.height && button.y < text.y + text.height
        }
    }

    /// Scrolls the list up in small steps, each left to settle, so the list stops with bubbles
    /// of both sides nearest the bar in turn.
    static func scrollSteps(_ distance: Int, count: Int) -> [String] {
        (0..<count).flatMap { _ in ["drag list 0 \(distance) 200", "wait 450"] }
    }

    static let scenarios: [(name: String, arguments: [String], lines: [String], bothSides: Bool)] = [
        ("portrait", ["--case", "many"], ["wait 300"] + scrollSteps(70, count: 9), true),
        ("narrow", ["--case", "many"], ["resize 320 568", "wait 500"] + scrollSteps(60, count: 9), true),
        ("landscape", ["--case", "many", "--landscape"], ["wait 300"] + scrollSteps(40, count: 9), true),
        ("streaming", ["--case", "some"],
         ["tap input", "wait 700", "type Tell me everything", "send", "wait 100",
          "receive-stream \((1...40).map { "Line \($0) of a reply longer than the screen" }.joined(separator: #"\n"#)) 2000",
          "wait 2600"], false),
        ("streaming-narrow", ["--case", "some"],
         ["resize 320 568", "wait 500", "tap input", "wait 700", "type Tell me everything", "send", "wait 100",
          "receive-stream \((1...40).map { "Line \($0) of a reply longer than the screen" }.joined(separator: #"\n"#)) 2000",
          "wait 2600"], false),
    ]

    @Test(arguments: scenarios.indices)
    func theButtonNeverCoversTheBottomBubblesText(_ index: Int) throws {
        let scenario = Self.scenarios[index]
        let run = try ScriptedRun(scenario.lines + ["wait 600", "screenshot last", "quit"],
                                  arguments: scenario.arguments + ["--theme", "light"],
                                  environment: ["KEYBOARDCHAT_REPORT_JUMP": "1"], name: "jump-cover-\(scenario.name)")
        #expect(run.isClean, "\(run.result.stderr)")
        let reports = run.result.stdout.split(separator: "\n").compactMap(Report.init)
        try #require(reports.count >= 5, "the button was shown fully in only \(reports.count) frames")
        let covering = reports.filter(\.overlaps)
        #expect(covering.isEmpty, "\(scenario.name): the button covers text in \(covering.count) of \(reports.count) frames, first \(covering.first.map { "\($0)" } ?? "")")
        let sides = Set(reports.compactMap { $0.text?.side })
        if scenario.bothSides {
            #expect(sides == ["me", "them"], "\(scenario.name): bubbles nearest the bar only from \(sides)")
        }

        // The last frame's pixels: from just above the button down to the bar's top, only the list's
        // background, except the button's own disc and shadow.
        let last = try #require(reports.last)
        let image = try run.image("last")
        let background = Int(Theme.light.background.hex)
        let barTop = Int(last.button.y + last.button.height + 12)
        let buttonColumns = Int(last.button.x) - 6..<Int(last.button.x + last.button.width) + 6
        var strays: [(Int, Int)] = []
        for y in Int(last.button.y) - 3..<barTop - 1 {
            for x in 0..<image.width where !buttonColumns.contains(x) && image.hex(x, y) != background {
                strays.append((x, y))
            }
        }
        #expect(strays.isEmpty, "\(scenario.name): \(strays.count) non-background pixels beside the button, first \(strays.prefix(5))")
    }
}
