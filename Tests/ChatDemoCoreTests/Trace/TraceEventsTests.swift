import Foundation
import StrictJSON
import Testing
@testable import ChatDemoCore

/// Trace Event Format JSON (`TraceEventsWindow`, `TraceEventsDocument`, the history's export):
/// the exact lines of a frame, a document that is strict JSON with one event a line, and the
/// history's events placed with their frames.
@Suite struct TraceEventsTests {
    static func row(frame: Int, ms: Double, top: Int, bar: Int, shift: Double = 0) -> TraceRow {
        TraceRow(frame: frame, timeMilliseconds: ms, keyboardTop: top, barBottom: bar, listShift: shift,
                 contentShift: shift / 2, caseLabel: "2")
    }

    @Test func aFramesLinesNameTheTracksOnceAndCarryTheTracesNumbers() {
        var window = TraceEventsWindow(pid: 1, name: "keyboard-chat window 1")
        let first = window.lines(frame: 12, rows: [Self.row(frame: 12, ms: 200, top: 553, bar: 560, shift: 291.5),
                                                   Self.row(frame: 12, ms: 200, top: 553, bar: 553)],
                                 trackNames: ["pane 1: naive, ios, some", "pane 2: always, ios, some"],
                                 events: [.willShow], cost: .measured(microseconds: 1250))
        #expect(first == [
            #"{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"keyboard-chat window 1"}}"#,
            #"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"pane 1: naive, ios, some"}}"#,
            #"{"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"pane 2: always, ios, some"}}"#,
            #"{"name":"pane 1","ph":"C","ts":200000,"pid":1,"tid":1,"args":{"keyboard_top":553,"bar_bottom":560,"list_shift":291.500,"content_shift":145.750,"gap":7}}"#,
            #"{"name":"pane 2","ph":"C","ts":200000,"pid":1,"tid":2,"args":{"keyboard_top":553,"bar_bottom":553,"list_shift":0.000,"content_shift":0.000,"gap":0}}"#,
            #"{"name":"will-show","ph":"i","ts":200000,"pid":1,"tid":1,"s":"t","args":{"frame":12}}"#,
            #"{"name":"will-show","ph":"i","ts":200000,"pid":1,"tid":2,"s":"t","args":{"frame":12}}"#,
        ])
        // The names are not written again; a pane whose name changes is named again. The frame
        // before's slice comes with this frame, when it is known where the slice must end.
        let second = window.lines(frame: 13, rows: [Self.row(frame: 13, ms: 216.667, top: 540, bar: 540),
                                                    Self.row(frame: 13, ms: 216.667, top: 540, bar: 540)],
                                  trackNames: ["pane 1: naive, ios, some", "pane 2: always, ios, many"],
                                  events: [], cost: .interval(seconds: 1.0 / 60))
        #expect(second == [
            #"{"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"pane 2: always, ios, many"}}"#,
            #"{"name":"frame","ph":"X","ts":200000,"dur":1250,"pid":1,"tid":1,"args":{"frame":12,"paint_measured":1,"paint_us":1250}}"#,
            #"{"name":"pane 1","ph":"C","ts":216667,"pid":1,"tid":1,"args":{"keyboard_top":540,"bar_bottom":540,"list_shift":0.000,"content_shift":0.000,"gap":0}}"#,
            #"{"name":"pane 2","ph":"C","ts":216667,"pid":1,"tid":2,"args":{"keyboard_top":540,"bar_bottom":540,"list_shift":0.000,"content_shift":0.000,"gap":0}}"#,
        ])
        #expect(window.finish() == [#"{"name":"frame","ph":"X","ts":216667,"dur":16666,"pid":1,"tid":1,"args":{"frame":13,"paint_measured":0}}"#])
        #expect(window.finish().isEmpty)
    }

    /// A measured cost longer than the step to the next frame's time ends where that frame
    /// begins, so the track's slices never overlap; `paint_us` keeps the whole cost.
    @Test func aSliceEndsWhereTheNextFrameBegins() {
        var window = TraceEventsWindow(pid: 1, name: "w")
        _ = window.lines(frame: 0, rows: [Self.row(frame: 0, ms: 0, top: 800, bar: 800)], trackNames: ["p"], events: [],
                         cost: .measured(microseconds: 20_000))
        let next = window.lines(frame: 1, rows: [Self.row(frame: 1, ms: 16.667, top: 800, bar: 800)], trackNames: ["p"],
                                events: [], cost: .measured(microseconds: 900))
        #expect(next[0] == #"{"name":"frame","ph":"X","ts":0,"dur":16667,"pid":1,"tid":1,"args":{"frame":0,"paint_measured":1,"paint_us":20000}}"#)
    }

    /// JSON has no NaN: a shift that is not a number is left out of its counter, not written as text.
    @Test func aShiftThatIsNotANumberIsLeftOut() {
        var window = TraceEventsWindow(pid: 2, name: "w")
        let lines = window.lines(frame: 0, rows: [Self.row(frame: 0, ms: 0, top: 800, bar: 800, shift: .nan)],
                                 trackNames: ["p"], events: [], cost: .measured(microseconds: 0))
        #expect(lines[2] == #"{"name":"pane 1","ph":"C","ts":0,"pid":2,"tid":1,"args":{"keyboard_top":800,"bar_bottom":800,"gap":0}}"#)
    }

    @Test func theDocumentIsStrictJSONWithOneEventALine() throws {
        var document = TraceEventsDocument()
        var text = document.opening
        for line in [#"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#] { text += document.add(line) }
        text += document.closing()
        #expect(text == "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n{\"a\":1},\n{\"b\":2},\n{\"c\":3}\n]}\n")
        try JSONSyntax.check(Array(text.utf8), file: "t.json")
        let empty = TraceEventsDocument()
        #expect(empty.opening + empty.closing() == "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n]}\n")
        try JSONSyntax.check(Array((empty.opening + empty.closing()).utf8), file: "t.json")
    }

    @Test func namesAreQuotedAsJSONStrings() {
        #expect(TraceEventsDocument.quoted("a \"b\" \\ c\n\u{1}é") == #""a \"b\" \\ c\n\u0001é""#)
    }

    /// The history's export: each event with the first kept frame at or after its own, an
    /// event after the newest frame with the newest, measured and unmeasured frames told apart.
    @Test func theHistorysExportPlacesEventsWithTheirFrames() throws {
        var history = MotionHistory(paneCount: 1, capacity: 3)
        history.record(.willShow, frame: 0)  // dropped with frame 0
        for frame in 0..<4 {
            history.record(frame: frame, animationTime: 0, wallTime: Double(frame) / 60,
                           samples: [MotionSample(row: Self.row(frame: frame, ms: 0, top: 800 - frame, bar: 800 - frame),
                                                  keyboardVisibleHeight: 0, keyboardVelocity: 0)],
                           paintMicroseconds: frame == 2 ? 900 : nil)
        }
        history.record(.didShow, frame: 2)
        history.record(.send, frame: 9)
        let text = history.traceEventsDocument(processName: "w", trackNames: ["pane 1: x"], frameStep: 1.0 / 60)
        try JSONSyntax.check(Array(text.utf8), file: "t.json")
        let lines = text.split(separator: "\n").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
        let instants = lines.filter { $0.contains(#""ph":"i""#) }
        #expect(instants == [#"{"name":"did-show","ph":"i","ts":33333,"pid":1,"tid":1,"s":"t","args":{"frame":2}}"#,
                             #"{"name":"send","ph":"i","ts":50000,"pid":1,"tid":1,"s":"t","args":{"frame":3}}"#])
        let slices = lines.filter { $0.contains(#""ph":"X""#) }
        #expect(slices == [#"{"name":"frame","ph":"X","ts":16667,"dur":16666,"pid":1,"tid":1,"args":{"frame":1,"paint_measured":0}}"#,
                           #"{"name":"frame","ph":"X","ts":33333,"dur":900,"pid":1,"tid":1,"args":{"frame":2,"paint_measured":1,"paint_us":900}}"#,
                           #"{"name":"frame","ph":"X","ts":50000,"dur":16666,"pid":1,"tid":1,"args":{"frame":3,"paint_measured":0}}"#])
    }

    /// A reader that remembers how far it read gets each event once, and what the ring dropped is gone.
    @Test func eventsAreReadOnceBySequence() {
        var history = MotionHistory(paneCount: 1, capacity: 2)
        history.record(.willShow, frame: 0)
        history.record(.didShow, frame: 1)
        #expect(history.events(fromSequence: 1).map(\.kind) == [.didShow])
        for frame in 0..<3 {
            history.record(frame: frame, animationTime: 0, wallTime: 0,
                           samples: [MotionSample(row: Self.row(frame: frame, ms: 0, top: 800, bar: 800),
                                                  keyboardVisibleHeight: 0, keyboardVelocity: 0)])
        }
        #expect(history.droppedEventCount == 1)
        #expect(history.nextEventSequence == 2)
        #expect(history.events(fromSequence: 0).map(\.kind) == [.didShow])
        #expect(history.events(fromSequence: 2).isEmpty)
    }
}
