import Foundation

/// What a span of Markdown code (`like this`) names, told apart by its shape alone.
///
/// The rules are deliberately simple, so a reader can predict what is checked:
/// - a span with a space in it is a command or an expression, not a name, and is not checked;
/// - a path is a span that starts at one of the repository's top folders (`Sources/`, `Tests/`,
///   `docs/`…), ends in "/" (a folder), or ends in one of `fileExtensions` (without a "/", a
///   name with a capital first only for `.swift` and `.md`: `Patience.factor` is a member); a
///   path with a placeholder word (`FILE`, `DIR`, `NNNN`…), a character other than letters,
///   digits and `_ . / + -` (a glob, `<kind>`), or an absolute or parent path is a pattern or
///   another project's file and is not checked;
/// - a function is `name(label:)`, `Type.name(_:)` or `.name()`; `Type(label:)` is an initialiser;
/// - a member is `Type.name` (the type upper camel case; `Module.Type` names a type);
/// - a type is one upper camel case word with a lower case letter in it (`ChatScene`, not
///   `I420`); a lower camel case word with a capital in it (`needsAnotherFrame`) is a member.
/// Anything else (flags, script commands, environment variables, C functions in snake case,
/// file formats, values) is not a code name of this project and is not checked.
enum CodeName: Hashable, CustomStringConvertible {
    case path(String)
    case function(owner: String?, name: String, labels: [String])
    case member(owner: String, path: [String])
    case type(String)
    case bareMember(String)

    static let topFolders = ["Sources/", "Tests/", "docs/", "scripts/", "data/", ".ci/"]
    static let fileExtensions = ["swift", "md", "sh", "json", "txt", "csv", "png", "supp", "h", "c",
                                 "modulemap", "xml", "svg", "desktop", "1", "script", "resolved"]
    static let placeholders: Set<String> = ["FILE", "DIR", "NAME", "NNNN", "PID", "TOKEN", "VERSION", "N"]

    var description: String {
        switch self {
        case .path(let path): return path
        case .function(let owner, let name, let labels):
            return (owner.map { $0 + "." } ?? "") + name + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .member(let owner, let path): return ([owner] + path).joined(separator: ".")
        case .type(let name): return name
        case .bareMember(let name): return name
        }
    }

    /// The code name a span's text is, or nil when the span names nothing this project declares.
    init?(span: String) {
        guard !span.isEmpty, !span.contains(where: \.isWhitespace) else { return nil }
        if Self.looksLikePath(span) {
            guard Self.isCheckablePath(span) else { return nil }
            self = .path(span)
        } else if let function = Self.function(span) {
            self = function
        } else if span.wholeMatch(of: /[A-Z][A-Za-z0-9]*(\.[A-Za-z_][A-Za-z0-9_]*)+/) != nil {
            let parts = span.split(separator: ".").map(String.init)
            self = .member(owner: parts[0], path: Array(parts.dropFirst()))
        } else if span.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil, span.contains(where: \.isLowercase) {
            self = .type(span)
        } else if span.wholeMatch(of: /[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*/) != nil {
            self = .bareMember(span)
        } else {
            return nil
        }
    }

    private static func looksLikePath(_ span: String) -> Bool {
        if topFolders.contains(where: span.hasPrefix) || span.hasSuffix("/") { return true }
        guard let dot = span.lastIndex(of: "."), dot != span.startIndex else { return false }
        let fileExtension = String(span[span.index(after: dot)...])
        guard fileExtensions.contains(fileExtension) else { return false }
        // `Type.member` has a file name's shape: without a "/", only Swift and Markdown files
        // may have a capital first (`StageView.swift`, `README.md`).
        return span.contains("/") || fileExtension == "swift" || fileExtension == "md" || !span.first!.isUppercase
    }

    private static func isCheckablePath(_ span: String) -> Bool {
        // Anything but letters, digits and `_ . / + -` (a glob, `<kind>`, `\u{FFFD}`) is a pattern.
        guard span.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_./+-".contains($0)) }) else { return false }
        if span.hasPrefix("/") || span.hasPrefix("../") { return false }
        let words = span.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return !words.contains { placeholders.contains(String($0)) }
    }

    private static func function(_ span: String) -> CodeName? {
        guard let match = span.wholeMatch(of: /\.?(?:([A-Z][A-Za-z0-9]*)\.)?([A-Za-z_][A-Za-z0-9_]*)\(((?:[A-Za-z_][A-Za-z0-9_]*:)*)\)/)
        else { return nil }
        let labels = match.3.split(separator: ":").map(String.init)
        // `MessageMetrics(heights:spacing:)` is the type's initialiser.
        if match.1 == nil, match.2.first!.isUppercase {
            return .function(owner: String(match.2), name: "init", labels: labels)
        }
        return .function(owner: match.1.map(String.init), name: String(match.2), labels: labels)
    }
}

/// The code spans of a Markdown text, outside fenced blocks (drawings and command examples).
enum MarkdownCode {
    static func spans(in markdown: String) -> [(line: Int, text: String)] {
        var spans: [(Int, String)] = []
        var inFence = false
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            for match in line.matches(of: /`([^`]+)`/) {
                spans.append((number + 1, String(match.1)))
            }
        }
        return spans
    }
}
