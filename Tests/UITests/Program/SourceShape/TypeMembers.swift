import Foundation

/// The members of each type in a module, counted as a reviewer counts them: stored
/// properties and methods (`func`, `init`, `subscript`) across the type's declaration and all
/// its extensions, wherever they sit. Computed properties, cases, nested types and
/// `static let` constants are not counted; a protocol's requirements are not either.
///
/// Example: `final class A { var x = 0; let y: Int; var z: Int { x } func f() {} }` and
/// `extension A { func g() {} }` give `A` four members: `x`, `y`, `f` and `g`.
///
/// - Complexity: O(n) in the sources' length.
struct TypeMembers {
    struct Member: Equatable {
        let name: String
        let isStoredVariable: Bool
        /// The declaration's text up to its name: modifiers and the keyword.
        let head: String
        let file: String
    }

    struct TypeInfo {
        var kind = ""
        /// Declared `private` or `fileprivate`: nothing outside its file can reach its members.
        var isFilePrivate = false
        var members: [Member] = []
    }

    private(set) var types: [String: TypeInfo] = [:]

    private enum Scope {
        case type(String, kind: String)
        case protocolBody
        case block
    }

    static let typeDeclaration = try! NSRegularExpression(pattern:
        #"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)\s+)*(class|struct|enum|actor|extension|protocol)\s+([A-Za-z_][\w.]*)"#)
    static let memberDeclaration = try! NSRegularExpression(pattern:
        #"^((?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|static|class|override|mutating|nonmutating|nonisolated|lazy|weak|unowned|convenience|required|dynamic|isolated|consuming|borrowing)(?:\([^)]*\))?\s+)*)(func|init|subscript|let|var)\b[\s?!]*([A-Za-z_`][\w`]*)?"#)

    /// Reads one file's declarations into the count.
    mutating func read(_ text: String, file: String) {
        var scopes: [Scope] = []
        var head = ""
        var nesting = 0  // parentheses and brackets: a line break inside them ends no statement
        var outerNesting: [Int] = []  // the nesting around each open brace, restored at its close
        func currentType() -> String? {
            if case .type(let name, _)? = scopes.last { return name }
            return nil
        }
        func finishStatement(openingBody: Bool) {
            defer { head = "" }
            let statement = head.trimmingCharacters(in: .whitespaces)
            guard let typeName = currentType() else { return }
            let range = NSRange(statement.startIndex..., in: statement)
            guard let match = Self.memberDeclaration.firstMatch(in: statement, range: range) else { return }
            let text = { (group: Int) -> String in
                Range(match.range(at: group), in: statement).map { String(statement[$0]) } ?? ""
            }
            let modifiers = text(1), keyword = text(2), name = text(3)
            let isTypeLevel = modifiers.contains("static ") || modifiers.contains("class ")
            let isStored: Bool
            switch keyword {
            case "let": isStored = !isTypeLevel
            case "var": isStored = !isTypeLevel && (!openingBody || statement.contains("="))
            default: isStored = false
            }
            if (keyword == "let" || keyword == "var") && !isStored { return }
            types[typeName, default: TypeInfo()].members.append(
                Member(name: name.isEmpty ? keyword : name, isStoredVariable: isStored && keyword == "var",
                       head: modifiers + keyword, file: file))
        }
        for character in SwiftSourceText.code(of: text) {
            switch character {
            case "(", "[":
                nesting += 1; head.append(character)
            case ")", "]":
                nesting = max(0, nesting - 1); head.append(character)
            case "{":
                let statement = head.trimmingCharacters(in: .whitespacesAndNewlines)
                let range = NSRange(statement.startIndex..., in: statement)
                if let match = Self.typeDeclaration.firstMatch(in: statement, range: range),
                   let kindRange = Range(match.range(at: 1), in: statement),
                   let nameRange = Range(match.range(at: 2), in: statement),
                   !["func", "var", "let"].contains(String(statement[nameRange])) {
                    let kind = String(statement[kindRange]), declared = String(statement[nameRange])
                    let outer = scopes.compactMap { scope -> String? in
                        if case .type(let name, _) = scope { return name }
                        return nil
                    }.last
                    let name = kind == "extension" || outer == nil ? declared : outer! + "." + declared
                    if kind == "protocol" {
                        scopes.append(.protocolBody)
                    } else {
                        if kind != "extension" {
                            types[name, default: TypeInfo()].kind = kind
                            types[name]?.isFilePrivate = statement.hasPrefix("private ") || statement.hasPrefix("fileprivate ")
                                || statement.contains(" private ") || statement.contains(" fileprivate ")
                        }
                        scopes.append(.type(name, kind: kind))
                    }
                    head = ""
                } else {
                    finishStatement(openingBody: true)
                    scopes.append(.block)
                }
                outerNesting.append(nesting)
                nesting = 0
            case "}":
                finishStatement(openingBody: false)
                _ = scopes.popLast()
                nesting = outerNesting.popLast() ?? 0
            case ";":
                finishStatement(openingBody: false)
            case "\n" where nesting == 0:
                finishStatement(openingBody: false)
            default:
                head.append(character)
            }
        }
    }
}
