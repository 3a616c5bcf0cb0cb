import ChildProcesses
import Foundation
import Testing
import TestSupport

/// `keyboard-chat curves`: runs the real binary (no display needed).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CurvesCommandTests {
    @Test func csvHasHeaderAndRequestedRows() throws {
        let result = try runApp(["curves", "--csv", "--samples", "11"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first == "time_s,linear,ease_in,ease_out,ease_in_out,keyboard")
        #expect(lines[1] == "0.000000,0.00000000,0.00000000,0.00000000,0.00000000,0.00000000")
        #expect(lines[3] == "0.100000,0.20000000,0.06228200,0.30836607,0.08165986,0.54477839")
        #expect(lines[11] == "0.500000,1.00000000,1.00000000,1.00000000,1.00000000,1.00000000")
        #expect(result.stderr.isEmpty)
    }

    @Test func csvDefaultsTo51Rows() throws {
        let result = try runApp(["curves", "--csv"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 52)
    }

    @Test func plotWritesAColourfulPNGAtomically() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("curves-plot-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("curves.png").path

        let result = try runApp(["curves", "--plot", path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
        let image = try PixelImage(contentsOf: path)
        #expect(image.width == 800)
        #expect(image.height == 600)
        #expect(image.rgb(2, 2) == (255, 255, 255))       // white background
        // The plot area holds grid, five curve colours and anti-aliasing.
        #expect(image.distinctColours(x: 80..<770, y: 60..<530) >= 6)
        // Each curve's colour (CurvePlot.colours × 255) appears somewhere,
        // give or take rounding.
        let expected: [(Int, Int, Int)] = [(115, 115, 115), (33, 107, 217), (237, 128, 20), (41, 158, 71), (219, 26, 46)]
        for colour in expected {
            var found = false
            search: for y in 60..<530 {
                for x in 80..<770 {
                    let p = image.rgb(x, y)
                    if abs(p.r - colour.0) <= 2 && abs(p.g - colour.1) <= 2 && abs(p.b - colour.2) <= 2 {
                        found = true
                        break search
                    }
                }
            }
            #expect(found, "colour \(colour)")
        }
    }

    @Test(arguments: [["curves", "--csv", "--samples", "1"],
                      ["curves", "--csv", "--samples", "-3"],
                      ["curves", "--csv", "--samples", "many"],
                      ["curves"],
                      ["curves", "--csv", "--plot", "/tmp/both.png"],
                      ["curves", "--plot", "/nonexistent-dir/x.png"],
                      ["curves", "--plot", "/tmp"]])
    func badUsageExitsTwoWithAMessage(arguments: [String]) throws {
        let result = try runApp(arguments)
        #expect(result.status == 2, "stdout: \(result.stdout) stderr: \(result.stderr)")
        #expect(result.stderr.contains("Error:"))
        #expect(result.stdout.isEmpty)
    }
}

/// A failed write is exit 1 with a sentence, never a trap;
/// `--samples` has a ceiling.
extension CurvesCommandTests {
    @Test func aFullDiskIsExitOneWithAMessage() throws {
        let process = try SpawnedProcess(appBinary.path, ["curves", "--csv"], output: .file("/dev/full"), errors: .capture)
        let stderr = process.errors!.text()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("cannot write to standard output: No space left on device"), "\(stderr)")
    }

    @Test func aClosedStandardOutputIsExitOneWithAMessage() throws {
        // The shell closes descriptor 1 before running the app.
        let result = try runCommand(URL(fileURLWithPath: "/bin/sh"),
                                    ["-c", "exec \"$0\" curves --csv >&-", appBinary.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output: Bad file descriptor"), "\(result.stderr)")
    }

    @Test func samplesHaveACeiling() throws {
        let result = try runApp(["curves", "--csv", "--samples", "100001"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--samples must be at most 100000 (got 100001)."), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

extension CurvesCommandTests {
    /// The plot goes through AtomicFile: a fresh, exclusive temporary file.
    /// The old fixed `FILE.tmp` was opened through whatever stood there, so
    /// a symlink made it overwrite another file.
    @Test func plotNeverWritesThroughAStaleTemporaryName() throws {
        let directory = try makeScratchDirectory("curves-plot-tmp")
        let path = directory + "/curves.png"
        let victim = directory + "/victim.txt"
        try "keep me".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path + ".tmp", withDestinationPath: victim)
        let result = try runApp(["curves", "--plot", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(try PixelImage(contentsOf: path).width == 800)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["curves.png", "curves.png.tmp", "victim.txt"], "\(names)")
    }
}

extension CurvesCommandTests {
    /// A plot that may not be written (here a symbolic link at
    /// the target, which is never replaced) is refused as usage, exit 2, with
    /// a sentence naming the file, and the file the link points to keeps
    /// its old bytes.
    @Test func aPlotThatCannotBeWrittenLeavesTheOldFile() throws {
        let directory = try makeScratchDirectory("curves-plot-refused")
        let old = directory + "/old.png", path = directory + "/curves.png"
        try "old plot".write(toFile: old, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: old)
        let result = try runApp(["curves", "--plot", path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: --plot \(path) is a symbolic link, not a regular file; refusing to replace it.\n"), "\(result.stderr)")
        #expect(try String(contentsOfFile: old, encoding: .utf8) == "old plot")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == old)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["curves.png", "old.png"], "\(names)")
    }
}
