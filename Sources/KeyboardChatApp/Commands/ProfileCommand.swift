import ArgumentParser
import ChatDemoCore
import Foundation
import OutputFiles

/// `keyboard-chat profile --code [--platform NAME | --profile FILE]`: the motion as code for
/// UIKit, SwiftUI, Android, CSS and React Native Reanimated; `--json`: the profile as a file
/// `--profile` reads back (a platform's values as a starting point for tuning).
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Print a motion profile as code (--code) or as a profile file (--json).",
        discussion: """
            The profile is iOS's unless --platform or --profile names another. --code prints one \
            snippet per platform a team ships on, with the profile's own numbers (a spring's \
            stiffness and damping for mass 1). docs/PLATFORMS.md gives each platform's sources.
            """
    )

    @Flag(help: "Print the motion as UIKit, SwiftUI, Android, CSS and React Native Reanimated code.")
    var code = false

    @Flag(help: "Print the profile as JSON, as --profile reads it.")
    var json = false

    @Option(help: ArgumentHelp(Platform.commandLineHelp, valueName: "NAME"))
    var platform: Platform?

    @Option(help: ArgumentHelp("A motion profile file (JSON).", valueName: "FILE"))
    var profile: String?

    static let usage = "Usage: keyboard-chat profile --code|--json [--platform <name> | --profile <file>]"

    func usageProblem() -> String? {
        if code == json { return code ? "choose one of --code and --json, not both." : "missing --code or --json." }
        if platform != nil && profile != nil { return "choose one of --platform and --profile, not both." }
        return nil
    }

    func run() throws {
        if let problem = usageProblem() {
            StandardError.write("Error: \(problem)\n\(Self.usage)\nSee 'keyboard-chat profile --help'.\n")
            throw ExitCode(ExitStatus.badInput)
        }
        let chosen: MotionProfile
        do throws(InputError) {
            chosen = try profile.map { path throws(InputError) in try MotionProfile.load(path: path) } ?? (platform ?? .ios).profile
        } catch {
            StandardError.write("Error: \(error)\n")
            throw ExitCode(ExitStatus.badInput)
        }
        do {
            try StandardOutput.write(code ? ProfileCode.text(for: chosen) : chosen.fileText)
        } catch {
            StandardError.write("keyboard-chat profile: \(error.message)\n")
            throw ExitCode(ExitStatus.runtimeFailure)
        }
    }
}
