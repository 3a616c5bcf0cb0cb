import Foundation
import Testing

/// Where the `--record` folder may be: never the current directory, however it is spelled, and a
/// run that fails leaves no folder behind that it made to hold the recording. These runs have no
/// display: a refusal before the window is exit 2, a run let through fails with exit 1.
@Suite(.onItsOwnThread(minutes: 2))
struct RecordFolderPlaceTests {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The current directory is empty, so only its being the current one can refuse it.
    @Test func theCurrentDirectoryIsRefusedHoweverItIsSpelled() throws {
        let directory = try makeScratchDirectory("record-cwd")
        let script = try writeScript(["wait 100", "quit"], in: directory)
        let here = directory + "/here"
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: false)
        for spelling in [".", here, here + "/", "../here", directory + "/./here"] {
            let result = try runApp(["--script", script, "--record", spelling], display: nil, workingDirectory: here)
            #expect(result.status == 2, "\(spelling): \(result.stderr)")
            #expect(result.stderr.contains("a recording replaces its folder as a whole: name a new folder, such as ./recording"),
                    "\(spelling): \(result.stderr)")
        }
        #expect(Self.exists(here))
    }

    /// Only the folders the run made go: one that was there stays, with what was in it.
    @Test func aFailedRunRemovesTheFoldersItMadeForTheRecording() throws {
        let directory = try makeScratchDirectory("record-parents")
        let script = try writeScript(["wait 100", "quit"], in: directory)
        let noDisplay = try runApp(["--script", script, "--record", directory + "/a/b/rec"], display: nil)
        #expect(noDisplay.status == 1, "\(noDisplay.stderr)")
        #expect(!Self.exists(directory + "/a"), "\(Recordings.names(in: directory))")

        let kept = directory + "/kept"
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: false)
        let inKept = try runApp(["--script", script, "--record", kept + "/new/rec"], display: nil)
        #expect(inKept.status == 1, "\(inKept.stderr)")
        #expect(Self.exists(kept) && !Self.exists(kept + "/new"), "\(Recordings.names(in: kept))")

        #expect(mkfifo(directory + "/pipe.csv", 0o600) == 0)
        let refused = try runApp(["--script", script, "--record", directory + "/c/rec", "--trace", directory + "/pipe.csv"], display: nil)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(!Self.exists(directory + "/c"), "\(Recordings.names(in: directory))")
    }
}
