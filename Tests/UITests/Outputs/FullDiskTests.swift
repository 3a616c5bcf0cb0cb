import Foundation
import Testing

/// A disk with no room is a runtime failure, exit 1, whether it was full before the run began or
/// filled while it ran: the run's options were right, the disk was not.
///
/// Each run gets a small tmpfs of its own, mounted over a scratch folder in a mount namespace that
/// only the app sees (`unshare -m`, as root), filled to leave `free` bytes.
@Suite(.serialized, .onItsOwnThread(minutes: 3))
struct FullDiskTests {
    static func runOnSmallDisk(free: Int, _ arguments: (String) throws -> [String]) throws -> CommandResult {
        let directory = try makeScratchDirectory("full-disk")
        let disk = directory + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        let display = try TestDisplay()
        // The filler takes all the room, then gives back `free` bytes.
        let shell = #"mount -t tmpfs -o size=256k tmpfs "$1" || exit 97; cat /dev/zero > "$1/filler" 2>/dev/null; "#
            + #"truncate -s "-$2" "$1/filler" || exit 98; shift 2; exec "$@""#
        return try runCommand(URL(fileURLWithPath: "/usr/bin/unshare"),
                              ["-m", "/bin/sh", "-c", shell, "sh", disk, String(free), appBinary.path] + (try arguments(disk)),
                              display: display.name, environment: ["XDG_STATE_HOME": testStateHome], timeout: 120)
    }

    @Test func aTraceOntoAFullDiskIsExitOne() throws {
        let result = try Self.runOnSmallDisk(free: 0) { disk in
            ["--script", try writeScript(["tap input", "wait 300", "quit"], in: disk + "/.."), "--trace", disk + "/t.csv"]
        }
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("t.csv: write failed"), "\(result.stderr)")
    }

    @Test func aDiskThatFillsMidRunIsExitOne() throws {
        let result = try Self.runOnSmallDisk(free: 8192) { disk in
            let moves = Array(repeating: ["tap input", "wait 600", "tap list", "wait 600"], count: 6).flatMap { $0 }
            return ["--script", try writeScript(moves + ["quit"], in: disk + "/.."), "--trace", disk + "/t.csv", "--trace-detail"]
        }
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("t.csv: write failed"), "\(result.stderr)")
    }
}
