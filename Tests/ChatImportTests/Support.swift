import ChatDemoCore
import Foundation
@testable import ChatImport
import OutputFiles

/// The hand-written exports beside these tests.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
}

/// Opens a fixture as `--conversation` would.
func open(_ name: String, chat: String? = nil, me: String? = nil) throws(InputError) -> ChatImport.Opened {
    try ChatImport.load(path: fixture(name), chat: chat, me: me)
}

/// The error opening a fixture gives, as the user reads it; nil when it opens.
func problem(_ name: String, chat: String? = nil, me: String? = nil) -> String? {
    do {
        _ = try open(name, chat: chat, me: me)
        return nil
    } catch {
        return error.description
    }
}

/// The error decoding `text` gives, nil when it opens.
func problem(text: String, file: String, me: String? = nil) -> String? {
    do {
        _ = try ChatImport.decode(Array(text.utf8), file: file, name: file, chat: nil, me: me)
        return nil
    } catch {
        return error.description
    }
}

func me(_ text: String) -> Message { Message(sender: .me, text: text) }
func them(_ text: String) -> Message { Message(sender: .them, text: text) }
