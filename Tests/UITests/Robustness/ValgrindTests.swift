import Foundation
import Testing

/// The C boundary under memcheck: a short scripted session (show,
/// type, send, hide) has no definite leak and no invalid access once the
/// system libraries' own, documented in Tests/valgrind/gtk3.supp, are set
/// aside. Slow (about two minutes), so it runs alone.
@Suite(.serialized, .onItsOwnThread(minutes: 12))
struct ValgrindTests {
    static let suppressions = RepositoryPaths.url("Tests/valgrind/gtk3.supp").path
    /// Distinct from any status the app itself returns.
    static let memcheckErrorStatus: Int32 = 42

    @Test func aShortSessionHasNoDefiniteLeaksFromOurCode() throws {
        let directory = try makeScratchDirectory("valgrind")
        let script = try writeScript(["tap input", "wait 600", "type hello 你好", "send", "tap list", "wait 600", "quit"],
                                     in: directory)
        let display = try TestDisplay()
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/valgrind"), [
            "--leak-check=full", "--show-leak-kinds=definite", "--errors-for-leak-kinds=definite",
            "--error-exitcode=\(Self.memcheckErrorStatus)", "--suppressions=\(Self.suppressions)",
            "--num-callers=40", appBinary.path, "--case", "few", "--script", script,
        ], display: display.name, timeout: 600)
        #expect(result.status == 0, "memcheck found errors (status \(result.status)):\n\(result.stderr.suffix(6000))")
        #expect(result.stderr.contains("definitely lost: 0 bytes in 0 blocks") || result.stderr.contains("All heap blocks were freed"),
                "\(result.stderr.suffix(3000))")
    }
}
