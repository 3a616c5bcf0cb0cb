import Foundation

/// A user's locale for the app under test without touching the machine: compiled once per test
/// run by `localedef` (from the `locales` package's sources, which `run.sh` installs) into a
/// scratch folder that `LOCPATH` points glibc at. No root, no system locale.
///
///     let environment = try CompiledLocale.hebrew.environment()   // LANG=he_IL.UTF-8, …
enum CompiledLocale {
    /// Hebrew: a right-to-left UI language.
    case hebrew
    /// German: a comma as the decimal separator.
    case german

    private var name: String {
        switch self {
        case .hebrew: "he_IL"
        case .german: "de_DE"
        }
    }

    private var language: String {
        switch self {
        case .hebrew: "he"
        case .german: "de"
        }
    }

    /// Each locale compiled the first time a test asks for it, once per run.
    private static let compiledHebrew = compile("he_IL")
    private static let compiledGerman = compile("de_DE")

    private var compiled: Result<String, TestFailure> {
        switch self {
        case .hebrew: Self.compiledHebrew
        case .german: Self.compiledGerman
        }
    }

    private static func compile(_ name: String) -> Result<String, TestFailure> {
        do {
            let directory = try makeScratchDirectory("\(name)-locale")
            let result = try runCommand(URL(fileURLWithPath: "/usr/bin/localedef"),
                                        ["-i", name, "-f", "UTF-8", directory + "/\(name).UTF-8"], timeout: 120)
            // localedef exits 1 for warnings it still wrote the locale through; what counts is the result.
            guard FileManager.default.fileExists(atPath: directory + "/\(name).UTF-8/LC_CTYPE") else {
                return .failure(TestFailure("localedef made no \(name).UTF-8 (exit \(result.status)): \(result.stderr)"))
            }
            return .success(directory)
        } catch {
            return .failure(TestFailure("localedef could not run: \(error)"))
        }
    }

    /// The environment of a user of this locale: language, locale and where the locale is.
    func environment() throws -> [String: String] {
        let directory = try compiled.get()
        return ["LANG": "\(name).UTF-8", "LANGUAGE": language, "LC_ALL": "", "LC_MESSAGES": "", "LC_NUMERIC": "", "LOCPATH": directory]
    }
}
