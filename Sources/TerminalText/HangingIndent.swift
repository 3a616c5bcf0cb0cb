/// Help text wrapped to a terminal's width so that every wrapped line stays under its item.
///
/// A help formatter that wraps a long line back to column 0 breaks the columns a reader scans
/// by: "  tap input        click the input field" continued by "(brings the keyboard up)" at
/// the margin reads as a new item. Each line is wrapped at word boundaries, and its
/// continuations start where its text starts:
/// - an item `  name   description` (a run of two or more spaces after the name) continues
///   under the description; when the description column leaves less than `minimumTextWidth`,
///   the name stands alone and the description follows on lines indented by four more spaces,
///   on every such line, long or short, so that a list reads one way throughout;
/// - an item `  name: description` continues under the description;
/// - any other line continues at its own indentation.
///
/// Example, at width 32: `  tap input   click the input field (brings the keyboard up)`
/// becomes `  tap input   click the input` / `              field (brings the` /
/// `              keyboard up)`.
///
/// A word longer than the room is left whole on its own line rather than cut.
///
/// - Complexity: O(n) in the text's length.
public enum HangingIndent {
    /// Below this many columns of description, an aligned item puts its description under the name.
    public static let minimumTextWidth = 30
    /// The continuation indent of a description moved under its name.
    static let descriptionStep = 4

    public static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapLine(Substring($0), width: max(width, minimumTextWidth)) }
            .joined(separator: "\n")
    }

    static func wrapLine(_ line: Substring, width: Int) -> String {
        let characters = Array(line)
        let leading = characters.prefix { $0 == " " }.count
        // A description column too narrow for the width moves every item's description,
        // short or long, so that a list reads one way throughout.
        let aligned = alignedDescriptionColumn(characters, after: leading)
        let movesDescription = aligned.map { width - $0 < minimumTextWidth } ?? false
        guard characters.count > width || movesDescription else { return String(line) }
        let prefix = { (count: Int) in String(characters.prefix(count)) }
        let rest = { (count: Int) in String(characters.dropFirst(count)) }
        if let column = aligned {
            if !movesDescription {
                return fill(rest(column), firstPrefix: prefix(column), indent: column, width: width)
            }
            let name = String(characters[leading..<column]).split(separator: " ").joined(separator: " ")
            return prefix(leading) + name + "\n"
                + fill(rest(column), firstPrefix: nil, indent: leading + descriptionStep, width: width)
        }
        if leading > 0, let column = namedDescriptionColumn(characters, after: leading) {
            return fill(rest(column), firstPrefix: prefix(column), indent: column, width: width)
        }
        return fill(rest(leading), firstPrefix: prefix(leading), indent: leading, width: width)
    }

    /// Where the description of `  name   description` starts: after the first run of two or
    /// more spaces that follows the name.
    static func alignedDescriptionColumn(_ line: [Character], after leading: Int) -> Int? {
        guard leading > 0 else { return nil }
        var index = leading
        while index + 1 < line.count {
            if line[index] == " " && line[index + 1] == " " {
                var column = index
                while column < line.count && line[column] == " " { column += 1 }
                return column < line.count ? column : nil
            }
            index += 1
        }
        return nil
    }

    /// Where the description of `  name: description` starts, for a name without spaces.
    static func namedDescriptionColumn(_ line: [Character], after leading: Int) -> Int? {
        var index = leading
        while index + 1 < line.count, line[index] != " " {
            if line[index] == ":" && line[index + 1] == " " { return index + 2 }
            index += 1
        }
        return nil
    }

    /// `text`'s words on lines of at most `width`, the first after `firstPrefix` (or indented
    /// like the rest when nil), the others after `indent` spaces.
    static func fill(_ text: String, firstPrefix: String?, indent: Int, width: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = firstPrefix ?? margin
        var currentHasWord = false
        for word in text.split(separator: " ") {
            if currentHasWord && current.count + 1 + word.count > width {
                lines.append(current)
                current = margin
                currentHasWord = false
            }
            current += (currentHasWord ? " " : "") + word
            currentHasWord = true
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
