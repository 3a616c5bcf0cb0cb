extension SlowMotion {
    /// The header bar's badge for `factor`: "×10" while time runs ten times slower, "×0.5"
    /// while it runs twice as fast, nil at real time (no badge). A reviewer who toggled slow
    /// motion and forgot it sees why everything crawls without opening a menu.
    ///
    ///     SlowMotion.badge(factor: 10)    // "×10"
    ///     SlowMotion.badge(factor: 2.5)   // "×2.5"
    ///     SlowMotion.badge(factor: 1)     // nil
    ///
    /// - Complexity: O(1).
    public static func badge(factor: Double) -> String? {
        guard factor != 1 else { return nil }
        let rounded = (factor * 100).rounded() / 100
        if rounded == rounded.rounded() { return "×\(Int(rounded))" }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return "×\(text)"
    }
}
