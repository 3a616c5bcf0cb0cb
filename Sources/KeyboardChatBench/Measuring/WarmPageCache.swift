import ChatDemoCore
import Foundation

/// Reads a file through before it is measured, so every run finds its pages in the page cache:
/// the start-up goals are for a warm cache. Writing a file leaves it cached, but not for long
/// here: this virtual machine's memory monitor (DAMON, action `pageout`) evicts file pages no
/// process maps once they sit idle a second or so, up to 128 MB a second, so a gigabyte file
/// measured a few seconds after it was written was partly read from the disk again, a few
/// hundred milliseconds more in some runs and not in others.
///
///     try WarmPageCache.read("/tmp/big.json")   // every page cached and recently used
///
/// - Complexity: O(file size), one sequential read.
enum WarmPageCache {
    /// Bytes per read: large enough that the calls cost nothing beside the copies.
    static let blockBytes = 4 << 20

    static func read(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw RuntimeFailure(message: "cannot read \(path)") }
        defer { try? handle.close() }
        while let block = try handle.read(upToCount: blockBytes), !block.isEmpty {}
    }

    /// The file an app's arguments open (`--conversation FILE`), nil for none or standard input.
    static func conversationFile(in arguments: [String]) -> String? {
        guard let option = arguments.firstIndex(of: "--conversation"), option + 1 < arguments.count,
              arguments[option + 1] != "-" else { return nil }
        return arguments[option + 1]
    }
}
