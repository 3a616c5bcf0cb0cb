/// Text made safe to stand inside XML: GtkBuilder's UI files (the Shortcuts window, the export's
/// message dialog) and Pango's markup (the timeline's legend), which is XML's escaping too.
///
/// All five predefined entities are written, so the result is safe in character data and in
/// attribute values quoted either way; GtkBuilder and Pango both read each of them.
///
/// Example: `MarkupText.escaped("Tom & \"Jerry\" <3")` is `Tom &amp; &quot;Jerry&quot; &lt;3`.
///
/// - Complexity: O(n) in the text's length.
public enum MarkupText {
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
