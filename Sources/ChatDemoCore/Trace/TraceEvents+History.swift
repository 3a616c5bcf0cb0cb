extension MotionHistory {
    /// The kept frames and events as a whole Trace Event Format document, as `--trace-events`
    /// would have written them for these frames (the timeline's "Export Trace…", the script's
    /// `export-trace`): one process named `processName`, one thread per pane named by
    /// `trackNames`. An event is written with the first kept frame at or after its own (the
    /// frame it took effect in); one after the newest frame, with the newest. A frame whose cost
    /// was not measured lasts `frameStep` seconds, and its slice says so.
    ///
    /// - Complexity: O(frames × panes + events).
    public func traceEventsDocument(processName: String, trackNames: [String], frameStep: Double) -> String {
        var window = TraceEventsWindow(pid: 1, name: processName)
        var document = TraceEventsDocument()
        var text = document.opening
        var pending = events[...]
        for slot in 0..<count {
            let frame = frame(atSlot: slot)
            let isNewest = slot == count - 1
            var kinds: [MotionEvent.Kind] = []
            while let event = pending.first, isNewest || event.frame <= frame.frame {
                kinds.append(event.kind)
                pending = pending.dropFirst()
            }
            let cost = frame.paintMicroseconds.map { TraceFrameCost.measured(microseconds: $0) } ?? .interval(seconds: frameStep)
            for line in window.lines(frame: frame.frame, rows: frame.traceRows, trackNames: trackNames, events: kinds, cost: cost) {
                text += document.add(line)
            }
        }
        for line in window.finish() { text += document.add(line) }
        return text + document.closing()
    }
}
