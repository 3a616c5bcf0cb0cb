import ChatDemoCore
import Foundation

/// A generated file of about a gigabyte, written a batch of messages at a time so the
/// benchmark never holds it: `head`, as many whole batches as fit in `limit` bytes, `tail`.
///
///     try BatchedFile.write(to: path, head: Data("[".utf8), tail: Data("]".utf8), limit: 1 << 30,
///                           batchSize: 10_000) { range in Data(…messages range…) }
///
/// The file is on the disk when `write` returns (`settle`): the start-ups measured on it find
/// it at rest, as a user's export is, with its pages in the page cache and none still to be
/// written back. A gigabyte just written is written back over the next seconds, and that work
/// shared the two cores with the first start-ups.
///
/// - Complexity: O(limit) bytes written; one batch held at a time.
enum BatchedFile {
    /// Writes the file; returns its size. `batch` gives the bytes of messages `range`.
    static func write(to path: String, head: Data, tail: Data, limit: Int, batchSize: Int,
                      batch: (Range<Int>) throws -> Data) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw RuntimeFailure(message: "cannot write \(path)")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: head)
        var size = head.count + tail.count
        var first = 0
        while true {
            let messages = try batch(first..<first + batchSize)
            guard size + messages.count <= limit else { break }
            try handle.write(contentsOf: messages)
            size += messages.count
            first += batchSize
        }
        try handle.write(contentsOf: tail)
        try handle.synchronize()
        return size
    }

    /// Waits until the file at `path`, just written, is on the disk (`fsync`).
    static func settle(_ path: String) throws {
        guard let handle = FileHandle(forUpdatingAtPath: path) else { throw RuntimeFailure(message: "cannot open \(path)") }
        defer { try? handle.close() }
        try handle.synchronize()
    }
}
