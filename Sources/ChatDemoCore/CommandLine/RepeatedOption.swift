/// Finds an option given twice on a command line.
///
/// swift-argument-parser quietly keeps the last of a repeated option, so
/// `--case few --case many` opened `many` without a word, and a script
/// that set `--slow-motion` twice ran at a speed nobody read. Every option
/// of `demo` and `curves` may be given once; this names the first repeat.
///
///     RepeatedOption.first(in: ["--case", "few", "--landscape", "--case=many"], flags: ["--landscape"])
///     // "--case"
///
/// A token that follows an option taking a value is that value, not an
/// option (`--script --odd-name.txt`); `flags` are the options that take
/// none. Scanning stops at `--`. Short options are not looked at (the
/// commands have only `-h`).
///
/// - Complexity: O(n) in the number of arguments.
public enum RepeatedOption {
    public static func first(in arguments: [String], flags: Set<String>) -> String? {
        var seen = Set<String>()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return nil }
            guard argument.hasPrefix("--") else { continue }
            let hasInlineValue = argument.contains("=")
            let name = String(argument.prefix(while: { $0 != "=" }))
            if !seen.insert(name).inserted { return name }
            if !hasInlineValue && !flags.contains(name) { index += 1 }
        }
        return nil
    }
}
