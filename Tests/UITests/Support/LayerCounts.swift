import Testing

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

/// Records `script` twice at GDK_SCALE `scale`, with a cached layer ("layer") and with it
/// turned off by `disabling` ("in-place"), into `directory/layer` and `directory/in-place`, and
/// returns each run's counts for `layer`. The caret does not blink (its phase runs on real time,
/// which differs between runs), so the two recordings can be compared pixel for pixel.
func recordWithAndWithoutLayer(_ layer: String, disabling: [String: String], script: [String],
                               arguments: [String] = [], scale: Int, in directory: String) throws -> [LayerCounts] {
    let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
    let scriptPath = try writeScript(script, in: directory)
    var counts: [LayerCounts] = []
    for (name, extra) in [("layer", [:]), ("in-place", disabling)] {
        let display = try TestDisplay()
        let environment = settings.merging(["KEYBOARDCHAT_REPORT_KEYBOARD_LAYER": "1"]) { $1 }.merging(extra) { $1 }
            .merging(["GDK_SCALE": "\(scale)"]) { $1 }
        let result = try runApp(arguments + ["--script", scriptPath, "--record", directory + "/" + name],
                                display: display.name, environment: environment, timeout: 120)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        counts.append(try LayerCounts(stderr: result.stderr, layer: layer))
    }
    return counts
}
