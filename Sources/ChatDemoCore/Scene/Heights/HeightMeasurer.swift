/// How the scene gets a bubble's height: laid out (`measure`, Pango in the app) or guessed
/// (`estimate`), with each laid-out height kept per text. A class: the cache is shared by the
/// live scene and every snapshot of it, as it holds the same answers whichever frame is shown.
final class HeightMeasurer {
    /// Measures a message bubble's height for a list width (Pango in the app).
    let measure: (String, Double) -> Double
    /// Guesses it without laying it out. Nil: `HeightEstimate.standard`, read from a file's
    /// recorded counts without decoding the text (`MessageList`).
    let estimate: ((String, Double) -> Double)?
    private var cache: [TextBytesKey: Double] = [:]

    init(measure: @escaping (String, Double) -> Double, estimate: ((String, Double) -> Double)?) {
        self.measure = measure
        self.estimate = estimate
    }

    /// `measure`, once per text (the cache is for one width: `forgetAll` when it changes).
    func height(of text: String, width: Double) -> Double {
        if let cached = cache[TextBytesKey(text)] { return cached }
        let measured = measure(text, width)
        cache[TextBytesKey(text)] = measured
        return measured
    }

    /// The list's width changed: every kept height is for the old one.
    func forgetAll() { cache.removeAll() }
}
