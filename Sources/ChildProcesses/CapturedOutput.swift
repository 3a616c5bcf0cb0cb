import Foundation

/// Everything a child writes to one of its standard streams, read to the end on a thread of its
/// own from the moment the child starts.
///
/// Reading as the bytes arrive, not after the child exits, is what keeps a chatty child from
/// blocking: a pipe holds 64 KiB, and a child that fills it waits until someone reads. Tests
/// look at the bytes in two ways: what has arrived so far (to wait for a report while the child
/// runs) and everything once the stream has ended (the child exited or closed it).
public final class CapturedOutput: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes = Data()
    private var ended = false

    /// Starts reading `descriptor` (the parent's end of a pipe), and closes it at the end.
    init(reading descriptor: Int32) {
        Thread.detachNewThread { [self] in drain(descriptor) }
    }

    private func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                condition.lock()
                bytes.append(contentsOf: buffer[0..<count])
                condition.broadcast()
                condition.unlock()
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(descriptor)
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// What has arrived so far, as UTF-8 (invalid bytes replaced).
    public var textSoFar: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the stream has ended: `textSoFar` then holds everything it ever will.
    public var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended
    }

    /// Everything the stream carried; waits until the writer closes it (for a child's own
    /// stream, until the child and anything it started with the stream have exited).
    public func text() -> String {
        String(decoding: data(), as: UTF8.self)
    }

    /// Everything the child wrote, once the child itself has exited: waits for the end of the
    /// stream at most `grace` seconds, then takes what arrived. A program the child started with
    /// the stream (a D-Bus or accessibility daemon) may hold it open long after the child is gone,
    /// and the child's own writes are all in the pipe by the time it exits.
    public func textAfterExit(grace: TimeInterval = 5) -> String {
        _ = wait(timeout: grace) { _ in false }
        return textSoFar
    }

    /// The raw bytes of `text()`; waits the same way.
    public func data() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
        return bytes
    }

    /// Waits until what has arrived satisfies `accept`, for at most `timeout` seconds. False
    /// when the time ran out or the stream ended without it.
    public func wait(timeout: TimeInterval, until accept: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if accept(String(decoding: bytes, as: UTF8.self)) { return true }
            if ended { return false }
            if !condition.wait(until: deadline) { return accept(String(decoding: bytes, as: UTF8.self)) }
        }
    }
}
