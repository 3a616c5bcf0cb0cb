/// One line of the app's `KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` report: how often a cached layer
/// (`keyboard layer`, `list layer`) was drawn, copied, or bypassed by drawing in place.
struct LayerCounts: CustomStringConvertible {
    let draws: Int, copies: Int, inPlace: Int

    /// - Parameter layer: the line's label, e.g. "keyboard layer" or "list layer".
    init(stderr: String, layer: String) throws {
        guard let line = stderr.split(separator: "\n").first(where: { $0.contains("\(layer):") }) else {
            throw TestFailure("no \(layer) report in: \(stderr)")
        }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 3 else { throw TestFailure("unreadable \(layer) report: \(line)") }
        (draws, copies, inPlace) = (numbers[0], numbers[1], numbers[2])
    }

    var description: String { "\(draws) draws, \(copies) copies, \(inPlace) in place" }
}
