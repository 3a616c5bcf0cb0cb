import OutputFiles

/// What the script's `profile` steps ask of the window (`ScriptTarget.profiles`): the Platform
/// menu's "Save Profile…" with the file already chosen, and its Recent Profiles entries ("Load
/// Profile…" is the menu's action). A target without them refuses these steps.
@MainActor
public protocol ProfileControl: AnyObject {
    /// Writes the values the next show will use to `path`, as "Save Profile…" does once a file is
    /// chosen (and lists it first under Recent Profiles); nil when written, else why not.
    func saveProfile(to path: String) -> String?
    /// The Recent Profiles entry `position` (1 is the newest), nil past the end of the list.
    func recentProfile(at position: Int) -> String?
}

/// A profile step: what the menu's file items do, with the file named in the script.
public enum ProfileStep: Equatable, Sendable {
    case save(path: String)
    case load(path: String)
    /// Choose the Recent Profiles entry at this position (1 is the newest).
    case recent(position: Int)
}

/// `profile save FILE`, `profile load FILE`, `profile recent N`. Loading takes the menu's
/// path, so a file that is missing or not a valid profile is reported as the menu reports it
/// (and dropped from Recent Profiles) and the run goes on with the motion unchanged; a save that
/// cannot be written, or a position past the list's end, stops the run (exit 2).
extension ReviewToolCommands {
    static let profileSave = profile("save FILE", "usage: profile save FILE.json") { .save(path: $0.text) }
    static let profileLoad = profile("load FILE", "usage: profile load FILE.json") { .load(path: $0.text) }

    static let profileRecent = ScriptCommandEntry("profile recent N") { line throws(InputError) in
        let usage = "usage: profile recent N (1 is the newest entry of Recent Profiles)"
        if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
        // Any whole number parses; whether the list has that entry is known only when the step runs.
        guard let position = Int(line.words[2].text) else { throw line.fail(usage, at: line.words[2]) }
        return (.profile(.recent(position: position)), line.words[2])
    } perform: { command, run in
        guard case .profile(.recent(let position)) = command else { return nil }
        guard let profiles = run.target.profiles else { return .refused("profile: no Recent Profiles here") }
        guard let path = profiles.recentProfile(at: position) else {
            return .refused("profile recent \(position): Recent Profiles has no entry \(position)")
        }
        run.target.activateAction(RecentProfiles.actionName, parameter: path)
        return .done
    }

    private static func profile(_ syntax: String, _ usage: String,
                                _ step: @escaping @Sendable (ScriptLine.Word) -> ProfileStep) -> ScriptCommandEntry {
        ScriptCommandEntry("profile " + syntax) { line throws(InputError) in
            if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
            return (.profile(step(line.words[2])), line.words[2])
        } perform: { command, run in
            guard case .profile(let performed) = command else { return nil }
            switch performed {
            case .save(let path) where syntax.hasPrefix("save"):
                guard let profiles = run.target.profiles else { return .refused("profile: no profiles here") }
                if let refusal = profiles.saveProfile(to: path) { return .refused("profile save: \(refusal)") }
                return .done
            case .load(let path) where syntax.hasPrefix("load"):
                run.target.activateAction(RecentProfiles.actionName, parameter: path)
                return .done
            default:
                return nil
            }
        }
    }
}
