import ChatDemoCore
import Foundation

/// Runs the app on a private display with a script whose `screenshot`
/// steps write into a scratch directory, and hands back what it printed.
/// `screenshot NAME` in `lines` becomes `screenshot DIR/NAME.png`.
struct ScriptedRun {
    let directory: String
    let result: CommandResult

    /// `configFiles` are written under the run's `XDG_CONFIG_HOME` first
    /// (path relative to it → contents).
    init(_ lines: [String], arguments: [String] = [], environment: [String: String] = [:],
         configFiles: [String: String] = [:], name: String) throws {
        directory = try makeScratchDirectory(name)
        let directory = self.directory
        for (path, contents) in configFiles {
            let url = URL(fileURLWithPath: directory + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let expanded = lines.map { line in
            line.hasPrefix("screenshot ") ? "screenshot \(directory)/\(line.dropFirst("screenshot ".count)).png" : line
        }
        let script = try writeScript(expanded, in: directory)
        let display = try TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        result = try runApp(arguments + ["--script", script], display: display.name,
                            environment: settings.merging(environment) { $1 }, timeout: 120)
    }

    func image(_ name: String) throws -> PixelImage {
        try PixelImage(contentsOf: "\(directory)/\(name).png")
    }

    /// The messages the app reported sending (`KEYBOARDCHAT_REPORT_SENT`).
    var sent: [String] {
        result.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map { String($0.dropFirst(6)) }
    }

    var isClean: Bool {
        result.status == 0 && !result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING")
    }
}

extension PixelImage {
    func colour(_ x: Int, _ y: Int) -> RGBColour {
        let p = rgb(x, y)
        return RGBColour(UInt32(p.r << 16 | p.g << 8 | p.b))
    }

    /// The highest contrast any pixel of a rectangle has with `background`
    /// (text's solid stems reach its full colour).
    func strongestContrast(with background: RGBColour, x: Range<Int>, y: Range<Int>) -> Double {
        var best = 1.0
        for row in y { for column in x { best = max(best, colour(column, row).contrastRatio(with: background)) } }
        return best
    }
}
