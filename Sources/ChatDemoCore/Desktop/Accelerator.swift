/// GTK accelerator strings (`gtk_accelerator_parse` syntax) as a person
/// writes them, for help texts that must name the same key the app binds.
///
///     Accelerator.readable("<Primary>t")         // "Ctrl+T"
///     Accelerator.readable("<Primary>question")  // "Ctrl+?"
///     Accelerator.readable("Escape")             // "Escape"
///
/// - Complexity: O(n) in the accelerator's length.
public enum Accelerator {
    /// Modifier names and how they are written (`<Primary>` is Ctrl on Linux).
    static let modifiers = ["Primary": "Ctrl", "Control": "Ctrl", "Ctrl": "Ctrl", "Shift": "Shift", "Alt": "Alt", "Super": "Super"]
    /// Key names that are written as their character.
    static let keyCharacters = ["question": "?", "slash": "/", "comma": ",", "period": ".", "plus": "+", "minus": "-",
                                 "space": "Space", "Right": "→", "Left": "←"]

    public static func readable(_ accelerator: String) -> String {
        var parts: [String] = []
        var rest = Substring(accelerator)
        while rest.first == "<", let close = rest.firstIndex(of: ">") {
            let name = String(rest[rest.index(after: rest.startIndex)..<close])
            parts.append(modifiers[name] ?? name)
            rest = rest[rest.index(after: close)...]
        }
        let key = String(rest)
        parts.append(keyCharacters[key] ?? (key.count == 1 ? key.uppercased() : key))
        return parts.joined(separator: "+")
    }
}
