import Foundation

/// Swift source reduced to what a declaration count needs: comments and the insides of string
/// literals removed (a brace or `func` in either would be read as code), line breaks kept.
///
/// Not a parser: raw strings with more than one `#`, and interpolations that hold a string
/// with a quote, are read well enough for counting declarations but not for compiling.
///
/// Example: `let s = "a { b" // c {` becomes `let s = "" `.
///
/// - Complexity: O(n) in the file's length.
enum SwiftSourceText {
    static func code(of text: String) -> String {
        let characters = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "/", peek(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", peek(1) == "*" { depth += 1; index += 2; continue }
                    if characters[index] == "*", peek(1) == "/" { depth -= 1; index += 2; continue }
                    if characters[index] == "\n" { output.append("\n") }
                    index += 1
                } while depth > 0 && index < characters.count
            } else if character == "\"" || (character == "#" && peek(1) == "\"") {
                index = skipString(characters, from: index, into: &output)
            } else {
                output.append(character)
                index += 1
            }
        }
        return String(output)
    }

    /// Skips a string literal starting at `start` (`"`, `"""`, `#"` or `#"""`), writing `""`
    /// and the line breaks it held; returns the index after it.
    private static func skipString(_ characters: [Unicode.Scalar], from start: Int,
                                   into output: inout String.UnicodeScalarView) -> Int {
        var index = start
        let raw = characters[index] == "#"
        if raw { index += 1 }
        let multiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
        index += multiline ? 3 : 1
        let closing: [Unicode.Scalar] = (multiline ? ["\"", "\"", "\""] : ["\""]) + (raw ? ["#"] : [])
        output.append(contentsOf: "\"\"".unicodeScalars)
        while index < characters.count {
            if !raw, characters[index] == "\\" { index += 2; continue }
            if characters[index] == "\n" {
                output.append("\n")
                if !multiline { return index }
            }
            if Array(characters[index..<min(characters.count, index + closing.count)]) == closing {
                return index + closing.count
            }
            index += 1
        }
        return index
    }
}
