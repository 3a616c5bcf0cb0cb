import CZlib

/// One zip member's bytes, inflated by the system zlib with a hard limit: a
/// member's declared size can lie, so the limit is checked against what
/// inflating actually produces, and a member that would grow past it (a zip
/// bomb: a few kilobytes that inflate to gigabytes) is refused as soon as it
/// does, without ever holding more than the limit in memory.
///
///     let text = try ZipInflater.contents(of: member, in: archive, limit: 64 << 20)
///
/// - Complexity: O(min(inflated size, limit)).
enum ZipInflater {
    static func contents(of member: ZipArchive.Member, in archive: ZipArchive, limit: Int) throws(ZipArchive.Problem) -> [UInt8] {
        let name = ChatImport.quoted(member.name)
        if member.flags & 1 != 0 {
            throw ZipArchive.Problem(message: "member \(name) is encrypted; export the chat again without a password")
        }
        let raw = try archive.rawData(of: member)
        let output: [UInt8]
        switch member.method {
        case 0:
            guard raw.count <= limit else { throw tooLarge(name, limit) }
            output = Array(raw)
        case 8:
            output = try inflate(raw, limit: limit, name: name)
        default:
            throw ZipArchive.Problem(message: "member \(name) uses compression method \(member.method); only stored (0) and deflate (8) can be read")
        }
        let checksum = output.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
        guard checksum == member.crc32 else {
            throw ZipArchive.Problem(message: "member \(name) is damaged: its checksum does not match")
        }
        return output
    }

    private static func tooLarge(_ name: String, _ limit: Int) -> ZipArchive.Problem {
        ZipArchive.Problem(message: "member \(name) inflates to more than \(limit >> 20) MB, the limit for a chat export; it is refused as a possible zip bomb")
    }

    private static func inflate(_ raw: ArraySlice<UInt8>, limit: Int, name: String) throws(ZipArchive.Problem) -> [UInt8] {
        var input = Array(raw)
        var output: [UInt8] = []
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else {
            throw ZipArchive.Problem(message: "member \(name) cannot be inflated (zlib would not start)")
        }
        defer { inflateEnd(&stream) }
        let chunk = 1 << 16
        var chunkBuffer = [UInt8](repeating: 0, count: chunk)
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while status == Z_OK {
                chunkBuffer.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(chunk)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = chunk - Int(stream.avail_out)
                    output.append(contentsOf: outBuffer[0..<produced])
                }
                if output.count > limit { return }
                // No progress with input left means the data ends early.
                if status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0 { status = Z_BUF_ERROR }
            }
        }
        if output.count > limit { throw tooLarge(name, limit) }
        guard status == Z_STREAM_END else {
            throw ZipArchive.Problem(message: "member \(name) is damaged: its compressed data is \(status == Z_BUF_ERROR ? "cut short" : "invalid")")
        }
        return output
    }
}
