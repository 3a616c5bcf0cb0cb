import Foundation

/// What the Swift sources declare, read as text: enough to tell whether a name in the docs is
/// still there, not a parser. A member counts as the type's when a file that declares or
/// extends the type declares it (nested types and extensions in their own files included).
struct SwiftDeclarations {
    /// One parameter of a declared function: its argument label and whether it has a default.
    struct Parameter: Equatable {
        let label: String
        let hasDefault: Bool
    }

    private(set) var typeNames: Set<String> = []
    private var filesOfType: [String: [Int]] = [:]
    private var namesOfFile: [Set<String>] = []
    private var signaturesOfFile: [[String: [[Parameter]]]] = []

    init(files: [String]) throws {
        for (index, path) in files.enumerated() {
            let text = try Repository.text(path)
            namesOfFile.append([])
            signaturesOfFile.append([:])
            for match in Self.matches(Self.typeDeclaration, in: text) {
                let (keyword, name) = (match[0]!, String(match[1]!))
                if keyword != "extension" {
                    typeNames.insert(name)
                    namesOfFile[index].insert(name)
                }
                if keyword != "typealias" && keyword != "associatedtype" { filesOfType[name, default: []].append(index) }
            }
            for match in Self.matches(Self.valueDeclaration, in: text) {
                namesOfFile[index].insert(String(match[0]!))
            }
            // `case a, b(Int), c` declares three cases; a switch's `case .a` or `case let` none.
            for match in Self.matches(Self.caseDeclaration, in: text) {
                for piece in match[0]!.split(separator: ",") {
                    let word = piece.drop(while: \.isWhitespace).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !word.isEmpty { namesOfFile[index].insert(String(word)) }
                }
            }
            for match in Self.matches(Self.functionDeclaration, in: text, withEnd: true) {
                let name = String(match[0] ?? match[1] ?? match[2]!)
                namesOfFile[index].insert(name)
                let parameters = Self.parameters(in: match[3]!)
                signaturesOfFile[index][name, default: []].append(parameters)
            }
        }
    }

    // NSRegularExpression, not Swift's Regex: it reads the repository's sources ten times faster.
    private static let typeDeclaration = try! NSRegularExpression(
        pattern: #"\b(struct|class|enum|protocol|actor|typealias|associatedtype|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let valueDeclaration = try! NSRegularExpression(pattern: #"\b(?:func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let caseDeclaration = try! NSRegularExpression(pattern: #"\bcase\s+([A-Za-z_][^\n:=]*)"#)
    private static let functionDeclaration = try! NSRegularExpression(
        pattern: #"\b(?:func\s+([A-Za-z_][A-Za-z0-9_]*)|(init)[?!]?|case\s+([A-Za-z_][A-Za-z0-9_]*))\s*(?:<[^(){}]*>)?\("#)

    /// Each match's capture groups (nil where a group took no part); with `withEnd`, one more
    /// element: the text after the match.
    private static func matches(_ expression: NSRegularExpression, in text: String, withEnd: Bool = false) -> [[Substring?]] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            var groups = (1..<match.numberOfRanges).map { group in Range(match.range(at: group), in: text).map { text[$0] } }
            if withEnd, let whole = Range(match.range, in: text) { groups.append(text[whole.upperBound...]) }
            return groups
        }
    }

    /// Whether a type of this name is declared.
    func declaresType(_ name: String) -> Bool { typeNames.contains(name) }

    /// Whether a file that declares or extends `owner` declares `member`.
    func declares(_ member: String, in owner: String) -> Bool {
        filesOfType[owner, default: []].contains { namesOfFile[$0].contains(member) }
    }

    /// Whether any file declares `name` (a function, property, case or type).
    func declaresAnywhere(_ name: String) -> Bool {
        namesOfFile.contains { $0.contains(name) }
    }

    /// Whether a function `name` whose argument labels are `labels` is declared (in a file of
    /// `owner` when one is given). Parameters with a default value may be left out, as a call may.
    func declaresFunction(_ name: String, labels: [String], in owner: String?) -> Bool {
        let files = owner.map { filesOfType[$0, default: []] } ?? Array(signaturesOfFile.indices)
        return files.contains { file in
            signaturesOfFile[file][name, default: []].contains { Self.accepts($0, labels: labels) }
        }
    }

    private static func accepts(_ parameters: [Parameter], labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if parameter.label == remaining.first {
                remaining = remaining.dropFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The parameters of the list that `text` starts inside (just after its opening parenthesis).
    private static func parameters(in text: Substring) -> [Parameter] {
        var depth = 0
        var pieces: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            // `->` in a closure's type is no angle bracket.
            let isArrow = character == ">" && previous == "-"
            if "([<".contains(character) {
                depth += 1
            } else if ")]".contains(character) || character == ">" && !isArrow {
                if depth == 0 {
                    pieces.append(current)
                    return pieces.compactMap(parameter)
                }
                depth -= 1
            } else if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        return []
    }

    private static func parameter(_ text: String) -> Parameter? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let names = text[..<colon].split(whereSeparator: \.isWhitespace)
        guard let label = names.first else { return nil }
        return Parameter(label: String(label), hasDefault: text[colon...].contains("="))
    }
}
