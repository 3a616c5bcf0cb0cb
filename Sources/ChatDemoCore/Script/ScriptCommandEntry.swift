import Keyboard
import OutputFiles

/// One command of the script language, declared once: how it is written, how its line parses
/// into a `ScriptCommand`, and what it does to a `ScriptTarget`.
///
/// The whole language is the table `ScriptCommandEntry.all`: the parser picks an entry by the
/// line's first words, the runner asks the entries which one performs a step, and the script
/// table of docs/CLI.md is checked against it by a test. A new command is one entry (and its
/// case in `ScriptCommand`).
///
///     let wait = ScriptCommandEntry.all.first { $0.syntax == "wait MS" }!
///     wait.keywords   // ["wait"]
///
/// - Complexity: every member is O(1) but `init` (O(n) in the syntax's length).
public struct ScriptCommandEntry: Sendable {
    /// How the command is written, as the script table of docs/CLI.md shows it: its keywords,
    /// then its arguments (capitals for a value, `a|b` for alternatives).
    public let syntax: String
    /// What the command does, in a line: the script table of docs/CLI.md and
    /// `keyboard-chat help script` show it beside `syntax` (backquotes mark literal words).
    public private(set) var summary = ""
    /// The leading lowercase words of `syntax`, which select this entry: `["tap", "key"]`.
    public let keywords: [String]
    /// Whether this entry parses a line of its family whose second word names no entry (and then
    /// reports that word): `drag` is `drag list` unless it says `drag keyboard`.
    let takesOtherWords: Bool
    /// The command on a line that starts with `keywords` (or, if `takesOtherWords`, with its
    /// first keyword), and the word it acts on; or what is wrong with the line, and where.
    let parse: @Sendable (ScriptLineParser) throws(InputError) -> (ScriptCommand, ScriptLine.Word)
    /// Acts on `run.target` when `command` is this entry's (nil otherwise, and nothing is done).
    let perform: @MainActor @Sendable (_ command: ScriptCommand, _ run: ScriptRun) -> ScriptStepOutcome?

    init(_ syntax: String, takesOtherWords: Bool = false,
         parse: @escaping @Sendable (ScriptLineParser) throws(InputError) -> (ScriptCommand, ScriptLine.Word),
         perform: @escaping @MainActor @Sendable (_ command: ScriptCommand, _ run: ScriptRun) -> ScriptStepOutcome?) {
        self.syntax = syntax
        keywords = Array(syntax.split(separator: " ").prefix { word in
            word.allSatisfy { $0.isLowercase || $0 == "-" }
        }.map(String.init))
        self.takesOtherWords = takesOtherWords
        self.parse = parse
        self.perform = perform
    }

    /// This entry, saying what it does (`summary`).
    func described(_ summary: String) -> ScriptCommandEntry {
        var described = self
        described.summary = summary
        return described
    }

    /// The entry that performs `command`: the one whose `perform` claims it.
    @MainActor
    static func performing(_ command: ScriptCommand, _ run: ScriptRun) -> ScriptStepOutcome? {
        for entry in all {
            if let outcome = entry.perform(command, run) { return outcome }
        }
        return nil
    }
}

/// What a step is performed against: the window, and the wall time of the frame running it.
@MainActor
public struct ScriptRun {
    public let target: any ScriptTarget
    /// The frame's one reading of the clock, in seconds: waits, holds and drags count from it.
    public let wallTime: Double

    public init(target: any ScriptTarget, wallTime: Double) {
        self.target = target
        self.wallTime = wallTime
    }
}

/// What performing a step asks of the runner that walks the script.
public enum ScriptStepOutcome: Equatable, Sendable {
    /// The step acted; the next one may run in this frame.
    case done
    /// The step acted, and what it asked for happens once this frame is painted (a screenshot):
    /// the next steps wait for the next frame, so it shows what the steps before it did.
    case doneForThisFrame
    /// Run the next step once the wall clock reaches this time (`wait`).
    case resume(at: Double)
    /// Press the pointer here now and release it at this wall time, while the next steps run
    /// (`hold key`); the runner releases a key still held first.
    case hold(Point, releaseAt: Double)
    /// The keyboard is still coming up: try this step again next frame.
    case comingUp
    /// The step acted, though not quite as written (a step or seek brought to the edge of the
    /// frames that can be shown): the runner says why on standard error, naming the line, and
    /// goes on; the run's exit status is unchanged.
    case noted(String)
    /// The step cannot act as written, and waiting would not change that: why.
    case refused(String)
}

extension ScriptStepOutcome {
    /// The outcome of a step that must wait for a tap of a drawn key, or cannot act.
    init?(_ readiness: KeyTapReadiness) {
        switch readiness {
        case .ready: return nil
        case .comingUp: self = .comingUp
        case .refused(let problem): self = .refused(problem)
        }
    }
}

extension ScriptCommand {
    /// Performs this step against `run.target`, as its entry in `ScriptCommandEntry.all` says.
    @MainActor
    public func perform(_ run: ScriptRun) -> ScriptStepOutcome {
        guard let outcome = ScriptCommandEntry.performing(self, run) else {
            preconditionFailure("no entry of ScriptCommandEntry.all performs \(self)")  // A test checks every command has one.
        }
        return outcome
    }
}
