import ChatDemoCore
import Foundation
import Testing

/// Right-to-left text is drawn inside its bubble, and no text a user can
/// paste freezes the window: checked on the app's own screenshots and on
/// what it reports handing to Pango — never on time.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct BubbleTextScreenTests {
    static let background = Int(Theme.light.background.hex)
    static let outgoing = Int(Theme.light.outgoingBubble.hex), incoming = Int(Theme.light.incomingBubble.hex)
    static let bubbleColours = [outgoing, incoming]
    /// The chat's navigation bar at the top of the stage screenshot.
    static let navigationBarHeight = 44

    struct Run {
        let result: CommandResult
        let image: PixelImage?
        let rows: [TraceRow]
    }

    /// Opens `messages` as a conversation file, takes the app's screenshot
    /// of its stage once it is up, and quits.
    func open(_ messages: [(Sender, String)], name: String) throws -> Run {
        let directory = try makeScratchDirectory(name)
        let conversation = directory + "/conversation.json"
        let json: [String: Any] = ["title": name, "messages": messages.map { ["sender": $0.0.rawValue, "text": $0.1] }]
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: conversation))
        let screenshot = directory + "/stage.png", trace = directory + "/trace.csv"
        let script = try writeScript(["wait 300", "screenshot \(screenshot)", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--conversation", conversation, "--script", script, "--trace", trace],
                                display: display.name, environment: ["KEYBOARDCHAT_REPORT_LAYOUT": "1"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("WARNING") && !result.stderr.contains("CRITICAL"), "\(result.stderr)")
        let image = FileManager.default.fileExists(atPath: screenshot) ? try PixelImage(contentsOf: screenshot) : nil
        let rows = FileManager.default.fileExists(atPath: trace) ? try readTrace(trace) : []
        return Run(result: result, image: image, rows: rows)
    }

    @Test func rightToLeftAndMixedTextStaysInsideItsBubble() throws {
        let messages: [(Sender, String)] = [
            (.them, "שלום, מה שלומך היום?"),
            (.me, "مرحبا، كيف حالك؟"),
            (.them, "مرحبا بالعالم"),
            (.me, "שלום עולם"),
            (.them, "Mixed: hello שלום world עולם"),
            (.me, "Meeting at 5 — נפגש בחמש"),
            (.them, "first line in English\nשורה שנייה בעברית"),
            (.me, "العربية then English"),
        ]
        let run = try open(messages, name: "rtl")
        let image = try #require(run.image, "no screenshot")
        // The list: below the navigation bar, above the input bar's border
        // (the first pixel in the margin left of every bubble that is not
        // background).
        let top = Self.navigationBarHeight + 2
        var bottom = top
        while bottom < image.height && image.hex(2, bottom) == Self.background { bottom += 1 }
        let bubbles = BubbleFinder(image: image, x: 0..<image.width, y: top..<bottom, colours: Self.bubbleColours).bubbles
        #expect(bubbles.map(\.colour) == messages.map { $0.0 == .me ? Self.outgoing : Self.incoming },
                "bubbles found: \(bubbles)")
        // Every pixel that is not background lies in a bubble (one pixel of
        // antialiasing around it allowed): no text escaped.
        var outside: [(Int, Int)] = []
        for y in top..<bottom {
            for x in 0..<image.width where image.hex(x, y) != Self.background
            && !bubbles.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) { outside.append((x, y)) }
        }
        #expect(outside.isEmpty, "\(outside.count) pixels outside every bubble, first \(outside.prefix(5))")
        // And every bubble holds its text: inside its padding, pixels that
        // are not its fill.
        for bubble in bubbles {
            let inner = (x: (bubble.x.lowerBound + 12)..<(bubble.x.upperBound - 12),
                         y: (bubble.y.lowerBound + 8)..<(bubble.y.upperBound - 8))
            var textPixels = 0
            for y in inner.y { for x in inner.x where image.hex(x, y) != bubble.colour { textPixels += 1 } }
            #expect(textPixels > 30, "bubble \(bubble) holds \(textPixels) text pixels")
        }
    }

    @Test func hostileMessagesOpenWithABoundedLayout() throws {
        let messages: [(Sender, String)] = [
            (.them, String(repeating: "x", count: 50_000)),
            (.me, "a" + String(repeating: "\u{301}", count: 100_000)),
            (.them, "ok"),
        ]
        let run = try open(messages, name: "hostile")
        #expect(!run.rows.isEmpty, "no frame was presented")
        #expect(run.image != nil, "no screenshot")
        // What reached Pango: each message's bounded text, never more.
        let expected = messages.map { BubbleText($0.1).laidOut.unicodeScalars.count }
        #expect(expected == [2_161, 69, 2])
        let laidOut = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("laid out: ") }
            .compactMap { Int($0.dropFirst("laid out: ".count)) }
        #expect(!laidOut.isEmpty, "the app reported no layout: \(run.result.stdout.prefix(500))")
        #expect(Set(laidOut).isSubset(of: Set(expected)), "laid out \(Set(laidOut).sorted())")
        #expect(laidOut.max() == 2_161)
    }

    /// The same conversation run by hand: its window appears (AppSession's
    /// 20 s hang guard; before the bound it took about two minutes), a real
    /// screenshot shows the bubbles, and SIGTERM is handled at once.
    @Test func aWindowWithHostileMessagesAnswersASignal() throws {
        let directory = try makeScratchDirectory("hostile-signal")
        let conversation = directory + "/conversation.json"
        let json: [String: Any] = ["title": "Hostile", "messages": [
            ["sender": "them", "text": String(repeating: "x", count: 50_000)],
            ["sender": "me", "text": "a" + String(repeating: "\u{301}", count: 100_000)],
        ]]
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: conversation))
        let session = try AppSession(["--conversation", conversation])
        let origin = try session.windowOrigin()
        let image = try session.screenshot(directory + "/screen.png")
        let stage = (x: origin.x..<(origin.x + 390), y: (origin.y + 110)..<(origin.y + 790))
        #expect(image.contains(Self.outgoing, x: stage.x, y: stage.y), "no outgoing bubble on screen")
        #expect(image.contains(Self.incoming, x: stage.x, y: stage.y), "no incoming bubble on screen")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }

    /// A 50 000-letter paste into the field, then more typing: the field lays
    /// out only the window around the cursor, and Send sends every letter.
    @Test func aLongDraftIsLaidOutAroundTheCursorAndSentWhole() throws {
        let directory = try makeScratchDirectory("long-draft")
        let paste = String(repeating: "x", count: 50_000)
        let script = try writeScript(["tap input", "wait 300", "type \(paste)", "wait 100", "type END", "wait 100",
                                      "send", "wait 200", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script], display: display.name,
                                environment: ["KEYBOARDCHAT_REPORT_LAYOUT": "1", "KEYBOARDCHAT_REPORT_SENT": "1"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("WARNING") && !result.stderr.contains("CRITICAL"), "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("sent: ") } == ["sent: \(paste)END"])
        let draft = lines.filter { $0.hasPrefix("draft laid out: ") }
        // After the paste, after "END", and empty again after Send.
        #expect(draft.contains("draft laid out: 49400..<50000 of 50000"), "\(draft)")
        #expect(draft.contains("draft laid out: 49403..<50003 of 50003"), "\(draft)")
        #expect(draft.last == "draft laid out: all of 0", "\(draft)")
    }
}

/// Bubbles on a screenshot: 4-connected regions of one bubble colour larger
/// than a glyph's counter, each with its bounding box, top to bottom.
struct BubbleFinder {
    struct Bubble: CustomStringConvertible {
        let colour: Int
        let x: Range<Int>
        let y: Range<Int>
        var description: String { String(format: "#%06X", colour) + " x \(x) y \(y)" }
    }

    static let minimumArea = 400
    let bubbles: [Bubble]

    init(image: PixelImage, x: Range<Int>, y: Range<Int>, colours: [Int]) {
        var seen = Set<Int>()
        var found: [Bubble] = []
        for row in y { for column in x {
            let colour = image.hex(column, row)
            guard colours.contains(colour), !seen.contains(row * image.width + column) else { continue }
            var stack = [(column, row)], area = 0
            var box = (minX: column, maxX: column, minY: row, maxY: row)
            seen.insert(row * image.width + column)
            while let (px, py) = stack.popLast() {
                area += 1
                box = (min(box.minX, px), max(box.maxX, px), min(box.minY, py), max(box.maxY, py))
                for (nx, ny) in [(px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)]
                where x.contains(nx) && y.contains(ny) && image.hex(nx, ny) == colour && !seen.contains(ny * image.width + nx) {
                    seen.insert(ny * image.width + nx)
                    stack.append((nx, ny))
                }
            }
            if area >= Self.minimumArea {
                // One pixel of antialiased edge around the fill belongs to the bubble.
                found.append(Bubble(colour: colour, x: (box.minX - 1)..<(box.maxX + 2), y: (box.minY - 1)..<(box.maxY + 2)))
            }
        } }
        bubbles = found
    }
}
