import ChatLayout

/// What a reviewer did live, kept as the script that does it again (`--save-session`,
/// "Save session as script…").
///
/// The window notes each live action as a `ScriptCommand` at the moment (in the same clock the
/// script runner reads) it happened; anything live that no script command can repeat is noted by
/// name and written as a `#` comment, so nothing is silently lost. Between two steps the script
/// waits the time that passed, rounded to whole frames of `framesPerSecond`; the rounding is done
/// on the time since the start, so a long session does not drift by a frame per step.
///
///     var log = SessionLog(framesPerSecond: 60)
///     log.note(.tapInput, at: 0.5)
///     log.note(.type("hi"), at: 1.0)
///     log.scriptText   // "wait 500\ntap input\nwait 500\ntype hi\n"
public struct SessionLog: Equatable, Sendable {
    public enum Entry: Equatable, Sendable {
        /// A step a script can perform.
        case command(ScriptCommand)
        /// A live action no script command repeats, by name (written as a comment).
        case unscripted(String)
    }

    public struct Event: Equatable, Sendable {
        /// Seconds since the session started.
        public let time: Double
        public let entry: Entry
    }

    public let framesPerSecond: Int
    /// The options the session started with (its replay needs the same), for the header.
    public let startingOptions: [String]
    public private(set) var events: [Event] = []

    public init(framesPerSecond: Int = 60, startingOptions: [String] = []) {
        self.framesPerSecond = max(1, framesPerSecond)
        self.startingOptions = startingOptions
    }

    public mutating func note(_ command: ScriptCommand, at time: Double) {
        // Consecutive typing is one `type` line, as a person would write it.
        if case .type(let text) = command, let last = events.last, case .command(.type(let before)) = last.entry,
           frame(of: time) == frame(of: last.time) {
            events[events.count - 1] = Event(time: last.time, entry: .command(.type(before + text)))
            return
        }
        events.append(Event(time: time, entry: .command(command)))
    }

    public mutating func noteUnscripted(_ what: String, at time: Double) {
        events.append(Event(time: time, entry: .unscripted(what)))
    }

    /// The whole-frame index of `time` (seconds since the start).
    func frame(of time: Double) -> Int { Int((max(0, time) * Double(framesPerSecond)).rounded()) }

    /// Milliseconds from the start to frame `index`, rounded to whole milliseconds.
    func milliseconds(ofFrame index: Int) -> Int { Int((Double(index) * 1000 / Double(framesPerSecond)).rounded()) }

    /// The script, one step a line, with `wait MS` between steps that are frames apart.
    public var scriptText: String {
        var lines = ["# A live session saved by keyboard-chat; replay it with --script."]
        if !startingOptions.isEmpty {
            lines.append("# It started with: \(Self.commentSafe(startingOptions.joined(separator: " ")))")
        }
        var elapsed = 0
        for event in events {
            let due = milliseconds(ofFrame: frame(of: event.time))
            if due > elapsed {
                lines.append("wait \(due - elapsed)")
                elapsed = due
            }
            switch event.entry {
            case .command(let command):
                if let line = Self.line(command) {
                    lines.append(line)
                    // A script waits for a drag to end before its next step.
                    if case .drag(_, _, let milliseconds) = command { elapsed += milliseconds }
                    if case .dragKeyboard(_, let milliseconds) = command { elapsed += milliseconds }
                } else {
                    lines.append("# not repeatable by a script: \(Self.commentSafe(String(describing: command)))")
                }
            case .unscripted(let what):
                lines.append("# not repeatable by a script: \(Self.commentSafe(what))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The script line that performs `command`, as `DemoScript` parses it back; nil for a
    /// command a live session does not produce.
    public static func line(_ command: ScriptCommand) -> String? {
        switch command {
        case .tapInput: "tap input"
        case .tapList: "tap list"
        case .tapSend: "tap send"
        case .tapJumpToLatest: "tap jump"
        case .tapKey(let label): "tap key \(label)"
        case .type(let text): typedLine(text)
        case .send: "send"
        case .wait(let milliseconds): "wait \(milliseconds)"
        case .keyboard(let choice): "\(KeyboardChoice.actionName) \(choice.rawValue)"
        case .conversationCase(let choice): "\(ConversationCase.actionName) \(choice.rawValue)"
        case .strategy(let choice): "\(Strategy.actionName) \(choice.rawValue)"
        case .compare(let strategies): "\(CompareWith.actionName) \(strategies.isEmpty ? CompareWith.off : CompareWith.state(strategies))"
        case .platform(let choice): "\(Platform.actionName) \(choice.rawValue)"
        case .rotate: DemoBehaviour.rotate.scriptCommand
        case .escape: DemoBehaviour.hideKeyboard.scriptCommand
        case .resize(let width, let height): "resize \(width) \(height)"
        case .drag(let dx, let dy, let milliseconds): "drag list \(number(dx)) \(number(dy)) \(milliseconds)"
        case .dragKeyboard(let dx, let milliseconds): "drag keyboard \(number(dx)) \(milliseconds)"
        case .panel(let request): "\(PanelRequest.commandName) \(request.rawValue)"
        case .slowMotion(let factor): "\(DemoBehaviour.slowMotion.scriptCommand ?? "slow-motion") \(number(factor))"
        case .overlay(let on): "\(DemoBehaviour.debugOverlay.scriptCommand ?? "overlay") \(on ? "on" : "off")"
        case .tune(let tuning): tuneLine(tuning)
        case .tuningPanel: "tune panel"
        case .profile(.load(let path)) where !path.contains(where: \.isWhitespace): "profile load \(path)"
        case .openRecording(let path) where !path.contains(where: \.isWhitespace): "open-recording \(path)"
        case .quit: "quit"
        default: nil
        }
    }

    /// The `tune` step of a tuning that took (the panel's or a script's).
    static func tuneLine(_ tuning: MotionTuning) -> String {
        switch tuning {
        case .keyboardHeight(let height): "tune height \(number(height))"
        case .spring(let response, let damping): "tune spring \(number(response)) \(number(damping))"
        case .curve(let curve, let duration):
            "tune curve \(number(duration * 1000)) \(number(curve.x1)) \(number(curve.y1)) \(number(curve.x2)) \(number(curve.y2))"
        case .caseTwoThreshold(let threshold): "tune threshold \(number(threshold))"
        case .resetToIOS: "tune reset"
        }
    }

    /// `type TEXT` with the escapes `type` reads: a line break is `\n`, a backslash `\\`. A
    /// carriage return has no escape; nil then (the step is written as a comment).
    static func typedLine(_ text: String) -> String? {
        guard !text.isEmpty, !text.unicodeScalars.contains("\r") else { return nil }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "type \(escaped)"
    }

    /// A number as short as it reads exactly: `40`, not `40.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A comment stays on its line: line breaks become spaces.
    static func commentSafe(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The live step an application action stands for: `name` is the action (`keyboard`,
    /// `rotate`, `hide-keyboard`…), `parameter` its value for a choice, `on` its new state for
    /// a toggle. Nil when no script command repeats it (the caller notes it by name).
    public static func command(forAction name: String, parameter: String?, on: Bool?) -> ScriptCommand? {
        func pick<Choice: DemoChoice>(_: Choice.Type) -> Choice? {
            guard name == Choice.actionName, let parameter else { return nil }
            return Choice(rawValue: parameter)
        }
        if let choice = pick(KeyboardChoice.self) { return .keyboard(choice) }
        if let choice = pick(ConversationCase.self) { return .conversationCase(choice) }
        if let choice = pick(Strategy.self) { return .strategy(choice) }
        if let choice = pick(Platform.self) { return .platform(choice) }
        if name == CompareWith.actionName, let parameter, let strategies = try? CompareWith.parse(parameter) { return .compare(strategies) }
        if name == ProfileMenuCommand.tuneMotion.actionName { return .tuningPanel }
        if name == RecentProfiles.actionName, let parameter { return .profile(.load(path: parameter)) }
        if name == SessionMenuCommand.openRecordingPathAction, let parameter { return .openRecording(path: parameter) }
        switch DemoBehaviour(rawValue: name) {
        case .rotate: return .rotate
        case .hideKeyboard: return .escape
        case .attachmentPanel: return .panel(.toggle)
        case .slowMotion: return on.map { .slowMotion($0 ? SlowMotion.toggleFactor : 1) }
        case .debugOverlay: return on.map { .overlay($0) }
        case .showKeyboard: return .tapInput
        default: return nil
        }
    }
}
