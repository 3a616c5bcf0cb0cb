import Foundation

/// A video file decoded by `gst-launch-1.0` in a child process (GStreamer is never loaded into
/// the test process, whose other suites spawn processes concurrently): `decodebin` into a
/// file of raw I420 frames with no converter in between, so a file whose decoder gives any
/// other pixel format (4:4:4, say) fails to decode instead of being converted behind the
/// test's back. An `identity` reports each frame's time. Keeps each frame's luma plane.
struct DecodedVideo {
    struct Frame {
        let time: UInt
        let duration: UInt
        let luma: [UInt8]
    }

    let width: Int
    let height: Int
    let frames: [Frame]

    /// The end of the last frame, in nanoseconds.
    var duration: UInt { frames.last.map { $0.time + $0.duration } ?? 0 }

    /// Frame times count from the first frame: an MP4's edit list starts the media two frames
    /// in (x264's B-frame delay), which players skip.
    init(path: String) throws {
        let raw = try Self.decode(["filesrc", "location=\(path)", "!", "decodebin", "!", "identity", "silent=false", "!",
                                   "video/x-raw,format=I420"], name: path)
        width = raw.width
        height = raw.height
        let first = raw.times.first?.time ?? 0
        frames = zip(raw.planes, raw.times).map { Frame(time: $1.time - first, duration: $1.duration, luma: $0) }
    }

    /// The luma of a recording's first `count` PNG frames through the same conversion the
    /// encoder's pipeline makes (`videoconvert` to I420), so luma is compared with luma, not
    /// with a formula of the test's own.
    static func luma(ofRecording directory: String, count: Int) throws -> (width: Int, height: Int, planes: [[UInt8]]) {
        let raw = try decode(["multifilesrc", "location=\(directory)/frame-%04d.png", "index=0", "stop-index=\(count - 1)",
                              "caps=image/png,framerate=60/1", "!", "pngdec", "!", "videoconvert", "!", "video/x-raw,format=I420"],
                             name: directory)
        return (raw.width, raw.height, raw.planes)
    }

    /// Runs `elements ! filesink`, then reads the raw I420 frames back: their luma planes,
    /// the negotiated size, and the times `identity` reported (if there is one).
    private static func decode(_ elements: [String], name: String) throws
        -> (width: Int, height: Int, planes: [[UInt8]], times: [(time: UInt, duration: UInt)]) {
        let output = try makeScratchDirectory("decoded") + "/frames.i420"
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: output).deletingLastPathComponent().path) }
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-launch-1.0"),
                                    ["-v"] + elements + ["!", "filesink", "location=\(output)"], timeout: 300)
        guard result.status == 0 else { throw TestFailure("\(name): decoding failed (exit \(result.status)): \(result.stderr)") }
        let capsLine = result.stdout.split(separator: "\n").first { $0.contains("caps = video/x-raw") && $0.contains("format=(string)I420") }
        guard let capsLine, let w = capsLine.firstMatch(of: /width=\(int\)(\d+)/), let h = capsLine.firstMatch(of: /height=\(int\)(\d+)/),
              let width = Int(w.output.1), let height = Int(h.output.1) else {
            throw TestFailure("\(name): no I420 caps in: \(result.stdout.prefix(2000))")
        }
        var times: [(time: UInt, duration: UInt)] = []
        for line in result.stdout.split(separator: "\n") where line.contains("GstIdentity") && line.contains("chain") {
            guard let match = line.firstMatch(of: /pts: (\d+):(\d+):(\d+)\.(\d{9}), duration: (\d+):(\d+):(\d+)\.(\d{9})/) else { continue }
            func nanoseconds(_ h: Substring, _ m: Substring, _ s: Substring, _ n: Substring) -> UInt {
                ((UInt(h)! * 60 + UInt(m)!) * 60 + UInt(s)!) * 1_000_000_000 + UInt(n)!
            }
            times.append((nanoseconds(match.output.1, match.output.2, match.output.3, match.output.4),
                          nanoseconds(match.output.5, match.output.6, match.output.7, match.output.8)))
        }
        // I420 rows are padded to a multiple of 4 bytes: luma, then two chroma planes of half size.
        let lumaStride = (width + 3) / 4 * 4, chromaStride = ((width + 1) / 2 + 3) / 4 * 4
        let frameBytes = lumaStride * height + 2 * chromaStride * ((height + 1) / 2)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        guard data.count % frameBytes == 0 else { throw TestFailure("\(name): \(data.count) bytes is not a whole number of \(frameBytes)-byte frames") }
        let planes = (0..<data.count / frameBytes).map { index in
            data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                var luma = [UInt8](repeating: 0, count: width * height)
                for y in 0..<height {
                    for x in 0..<width { luma[y * width + x] = bytes[index * frameBytes + y * lumaStride + x] }
                }
                return luma
            }
        }
        return (width, height, planes, times)
    }

    /// Peak signal-to-noise ratio of two luma planes, in dB (infinity when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        for index in a.indices {
            let d = Double(Int(a[index]) - Int(b[index]))
            sum += d * d
        }
        let mse = sum / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}

/// What `gst-discoverer-1.0 -v` says about a file.
func discover(_ path: String) throws -> String {
    let result = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-discoverer-1.0"), ["-v", path])
    guard result.status == 0 else { throw TestFailure("gst-discoverer-1.0 \(path) exited \(result.status): \(result.stderr)") }
    return result.stdout
}

/// The top-level boxes of an MP4, in order (`ftyp`, `moov`, `mdat`, …).
func mp4Boxes(_ path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var boxes: [String] = [], offset = 0
    while offset + 8 <= data.count {
        var size = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
        if size == 1, offset + 16 <= data.count { size = data[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) } }
        guard size >= 8 else { break }
        boxes.append(type)
        offset += size
    }
    return boxes
}

/// What an MP4's H.264 track says about itself in its own `avcC` box (ISO/IEC 14496-15), read
/// from the file: no GStreamer element has to be installed to parse it (gst-discoverer names the
/// chroma format only when `h264parse`, from the "bad" plugins, is there).
struct H264Configuration {
    /// `AVCProfileIndication`: 100 is High, 244 High 4:4:4 Predictive.
    let profile: Int
    /// The first sequence parameter set's `chroma_format_idc`: 1 is 4:2:0, 3 is 4:4:4. Profiles
    /// below High carry none and are 4:2:0 by definition.
    let chromaFormat: Int

    /// The boxes that hold other boxes on the way from the file down to a sample entry.
    private static let containers: Set<String> = ["moov", "trak", "mdia", "minf", "stbl"]
    /// Profiles whose SPS carries `chroma_format_idc` (ITU-T H.264 §7.3.2.1.1).
    private static let profilesWithChromaFormat: Set<Int> = [100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]
    /// An `avc1` sample entry's fixed fields before its child boxes (ISO/IEC 14496-12 §12.1.3).
    private static let visualSampleEntryLength = 78
    /// `stsd`'s version, flags and entry count before its first entry.
    private static let sampleDescriptionHeaderLength = 8

    init(mp4 path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let avcC = Self.findAvcC(bytes, in: 0..<bytes.count) else { throw TestFailure("\(path): no avcC box") }
        let box = Array(bytes[avcC])
        guard box.count > 8, box[5] & 0x1F >= 1 else { throw TestFailure("\(path): an avcC with no sequence parameter set") }
        profile = Int(box[1])
        let spsLength = Int(box[6]) << 8 | Int(box[7])
        guard box.count >= 8 + spsLength, spsLength > 4 else { throw TestFailure("\(path): a cut sequence parameter set") }
        // After the NAL header and profile, constraint and level bytes: seq_parameter_set_id,
        // then chroma_format_idc, both Exp-Golomb coded.
        var reader = ExpGolombReader(Self.removingEmulationPrevention(Array(box[12..<8 + spsLength])))
        _ = try reader.unsigned()
        chromaFormat = Self.profilesWithChromaFormat.contains(profile) ? try reader.unsigned() : 1
    }

    /// The payload of the first `avcC` box, descending through containers and `stsd`/`avc1`.
    private static func findAvcC(_ bytes: [UInt8], in range: Range<Int>) -> Range<Int>? {
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard size >= 8, offset + size <= range.upperBound else { return nil }
            let payload = offset + 8..<offset + size
            switch type {
            case "avcC": return payload
            case "stsd": if let found = findAvcC(bytes, in: payload.lowerBound + sampleDescriptionHeaderLength..<payload.upperBound) { return found }
            case "avc1": if let found = findAvcC(bytes, in: payload.lowerBound + visualSampleEntryLength..<payload.upperBound) { return found }
            case _ where containers.contains(type): if let found = findAvcC(bytes, in: payload) { return found }
            default: break
            }
            offset += size
        }
        return nil
    }

    /// A NAL unit's payload without the 0x03 that follows every 0x00 0x00 pair.
    private static func removingEmulationPrevention(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [], zeros = 0
        for byte in bytes {
            if zeros >= 2 && byte == 3 { zeros = 0; continue }
            zeros = byte == 0 ? zeros + 1 : 0
            result.append(byte)
        }
        return result
    }
}

/// Reads H.264's unsigned Exp-Golomb codes, most significant bit first.
private struct ExpGolombReader {
    private let bytes: [UInt8]
    private var bit = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func nextBit() throws -> Int {
        guard bit < bytes.count * 8 else { throw TestFailure("a sequence parameter set ends inside a code") }
        defer { bit += 1 }
        return Int(bytes[bit / 8] >> (7 - UInt8(bit % 8)) & 1)
    }

    /// ue(v): n zero bits, a one, then n bits; the value is 2ⁿ − 1 plus those bits.
    mutating func unsigned() throws -> Int {
        var zeros = 0
        while try nextBit() == 0 { zeros += 1 }
        var suffix = 0
        for _ in 0..<zeros { suffix = suffix << 1 | (try nextBit()) }
        return (1 << zeros) - 1 + suffix
    }
}
