import Foundation

/// A regular file's bytes mapped read-only into memory (`mmap`, `PROT_READ`, `MAP_PRIVATE`)
/// instead of copied: a 200 MB conversation costs no 200 MB copy and no time to read it
/// all before the first byte is looked at. The kernel pages the file in as it is read and may
/// drop clean pages again under memory pressure; the mapping lives as long as this object.
///
///     let file = try InputFile.map(path: "chat.json", limit: 1 << 30, streamLimit: 64 << 20,
///                                  noun: "a conversation file", kind: "conversations")
///     file.bytes.count   // the file's size
///
/// A file that changes while mapped shows its new bytes (`MAP_PRIVATE` keeps only our own
/// writes private, and we make none): as with any reader, whoever edits a file while it is
/// being opened gets what they asked for; the checks ran on what was read.
///
/// - Complexity: O(1) to create; pages are read on first touch.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes; valid while this object lives. Empty for an empty file.
    public let bytes: UnsafeRawBufferPointer
    private let mapping: UnsafeMutableRawPointer?

    /// Maps `size` bytes of the open `descriptor` (which may be closed after).
    init?(descriptor: Int32, size: Int) {
        guard size > 0 else {
            mapping = nil
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        // The file is read front to back once (the validating pass), then at a few places.
        _ = madvise(address, size, MADV_SEQUENTIAL)
        mapping = address
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    /// Bytes already in memory (standard input, a zip member), kept as they are.
    public init(copying array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        mapping = nil
        bytes = UnsafeRawBufferPointer(start: storage.baseAddress, count: array.count)
    }

    /// Lets the kernel take back the pages wholly before `offset` (read once, not needed until
    /// a message there reaches the screen, when they are read again from the file): a
    /// validating pass over a large file then keeps only a few megabytes of it resident, not
    /// all of it. Nothing for bytes that are not mapped.
    public func releasePages(before offset: Int) {
        releasePages(in: 0..<offset)
    }

    /// Lets the kernel take back the pages wholly inside `range`: what `releasePages(before:)`
    /// does for a pass that starts part-way, as the second half of a file read on two cores,
    /// which must not give back the pages the first half has yet to read.
    public func releasePages(in range: Range<Int>) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (max(range.lowerBound, 0) + page - 1) / page * page
        let end = min(range.upperBound, bytes.count) / page * page
        if end > start { _ = madvise(mapping + start, end - start, MADV_DONTNEED) }
    }

    deinit {
        if let mapping {
            munmap(mapping, bytes.count)
        } else if let start = bytes.baseAddress {
            start.deallocate()
        }
    }
}

extension InputFile {
    /// A regular file mapped (`MappedFile`) with `limit`; anything else (a named pipe, a
    /// device) read as `read` does, with `streamLimit`, and held in the same type. The
    /// messages for a missing file, a directory, an unreadable file and a file over a limit
    /// are `read`'s.
    public static func map(path: String, limit: Int, streamLimit: Int, noun: String, kind: String) throws(InputError) -> MappedFile {
        guard FileStatus.following(path).kind == .regular else {
            return MappedFile(copying: try read(path: path, limit: streamLimit, noun: noun, kind: kind))
        }
        let descriptor = PathCalls.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(file: path, "cannot be read (\(PathCalls.lastError()))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            // Replaced by something else between the two looks: read it the careful way.
            return MappedFile(copying: try read(path: path, limit: streamLimit, noun: noun, kind: kind))
        }
        let size = Int(status.st_size)
        if size > limit {
            throw InputError(file: path, "the file is \(describe(size: size)), over the limit of \(describe(limit: limit)) for \(kind)")
        }
        guard let file = MappedFile(descriptor: descriptor, size: size) else {
            throw InputError(file: path, "cannot be read (\(PathCalls.lastError()))")
        }
        return file
    }

    /// A file's size as people read it and exactly, so it can be set against a limit:
    /// `1.07 GB (1 073 741 825 bytes)` (decimal units, as file managers show them).
    static func describe(size: Int) -> String {
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        let exact = "\(grouped(size)) bytes"
        guard let (scale, unit) = units.first(where: { Double(size) >= $0.0 }) else { return exact }
        let value = Double(size) / scale
        let digits = value < 10 ? 2 : value < 100 ? 1 : 0
        return "\(String(format: "%.\(digits)f", value)) \(unit) (\(exact))"
    }

    /// A limit, a whole number of binary units where it is one, with its bytes:
    /// `1 GiB (1 073 741 824 bytes)`.
    static func describe(limit: Int) -> String {
        let exact = "\(grouped(limit)) bytes"
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where limit >= 1 << shift && limit % (1 << shift) == 0 {
            return "\(limit >> shift) \(unit) (\(exact))"
        }
        return exact
    }

    /// `1 073 741 824`: digits in groups of three, as the issue's figures and SI write them.
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(" ", at: index)
            index -= 3
        }
        return String(digits)
    }
}
