import OutputFiles

/// A message from swift-argument-parser, made safe to print.
///
/// The parser quotes a bad value as it was typed: `--case $'x\ny'` gave
/// "The value 'x", a raw line break, then "y' is invalid", so the value's
/// line breaks could not be told from the message's own. Each quoted
/// argument is escaped as a whole first (`'x<U+000A>y'`), then every line of
/// the message is (`PathBytes.visible`: control characters as `<U+001B>`,
/// bytes that are not UTF-8 as `<0xFF>`).
///
///     ParserMessage.escaped("Error: The value 'x\ny' is invalid.\nUsage: …", arguments: ["--case", "x\ny"])
///     // "Error: The value 'x<U+000A>y' is invalid.\nUsage: …"
///
/// - Complexity: O(a × n) for a arguments and a message of length n.
public enum ParserMessage {
    public static func escaped(_ message: String, arguments: [String]) -> String {
        var values = Set(arguments)
        // `--name=value` is quoted as its value.
        for argument in arguments where argument.hasPrefix("--") {
            if let equals = argument.firstIndex(of: "=") { values.insert(String(argument[argument.index(after: equals)...])) }
        }
        var result = message
        for value in values.sorted(by: { $0.count > $1.count }) where PathBytes.visible(value) != value {
            result = result.replacing("'\(value)'", with: "'\(PathBytes.visible(value))'")
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false).map(PathBytes.visible).joined(separator: "\n")
    }
}
