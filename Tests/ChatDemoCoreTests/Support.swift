import ChatDemoCore
import Foundation

/// The package's root, found from this file's place in Tests/ChatDemoCoreTests.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

let conversationFixtures = packageRoot + "/Sources/KeyboardChatUI/Resources/conversations"

/// The commands `DemoScript.parse` reads from `text` as the script `s.txt`.
func scriptCommands(_ text: String) throws -> [ScriptCommand] {
    try DemoScript.parse(text, file: "s.txt").steps.map(\.command)
}

/// What `DemoScript.parse` says of `text` as the script `s.txt`, or nil when it parses.
func scriptProblem(_ text: String) -> String? {
    do {
        _ = try DemoScript.parse(text, file: "s.txt")
        return nil
    } catch {
        return error.description
    }
}
