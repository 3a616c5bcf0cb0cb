import Foundation

/// A Hebrew UI for the app under test without touching the machine: `he_IL.UTF-8` compiled
/// once per test run by `localedef` (from the `locales` package's sources, which `run.sh`
/// installs) into a scratch folder that `LOCPATH` points glibc at. No root, no system locale.
enum HebrewLocale {
    private static let compiled: Result<String, TestFailure> = {
        do {
            let directory = try makeScratchDirectory("he-locale")
            let result = try runCommand(URL(fileURLWithPath: "/usr/bin/localedef"),
                                        ["-i", "he_IL", "-f", "UTF-8", directory + "/he_IL.UTF-8"], timeout: 120)
            // localedef exits 1 for warnings it still wrote the locale through; what counts is the result.
            guard FileManager.default.fileExists(atPath: directory + "/he_IL.UTF-8/LC_CTYPE") else {
                return .failure(TestFailure("localedef made no he_IL.UTF-8 (exit \(result.status)): \(result.stderr)"))
            }
            return .success(directory)
        } catch {
            return .failure(TestFailure("localedef could not run: \(error)"))
        }
    }()

    /// The environment of a Hebrew user: language, locale and where the locale is.
    static func environment() throws -> [String: String] {
        let directory = try compiled.get()
        return ["LANG": "he_IL.UTF-8", "LANGUAGE": "he", "LC_ALL": "", "LC_MESSAGES": "", "LOCPATH": directory]
    }
}
