import Foundation
import Testing

/// The reader behind the exports' "High, 4:2:0" checks, on MP4 skeletons made here: it must tell
/// the 4:4:4 file x264 writes when left to itself from the 4:2:0 one browsers play.
@Suite(.onItsOwnThread()) struct H264ConfigurationTests {
    /// One box: its 32-bit size, its type, its payload.
    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let size = UInt32(8 + payload.count)
        return withUnsafeBytes(of: size.bigEndian, Array.init) + Array(type.utf8) + payload
    }

    /// ftyp, then moov down to an avc1 sample entry whose avcC holds `sps` (NAL header first).
    static func mp4(profile: UInt8, sps: [UInt8]) -> [UInt8] {
        let avcC = box("avcC", [1, profile, 0, 0x1F, 0xFF, 0xE1, 0, UInt8(sps.count)] + sps + [1, 0, 4, 0x68, 0xEB, 0xE3, 0xCB])
        let avc1 = box("avc1", [UInt8](repeating: 0, count: 78) + avcC)
        let stsd = box("stsd", [0, 0, 0, 0, 0, 0, 0, 1] + avc1)
        let track = box("trak", box("mdia", box("minf", box("stbl", stsd))))
        return box("ftyp", Array("isom".utf8) + [0, 0, 2, 0]) + box("moov", box("mvhd", [UInt8](repeating: 0, count: 100)) + track)
    }

    func configuration(of bytes: [UInt8]) throws -> H264Configuration {
        let directory = try makeScratchDirectory("h264-configuration")
        let path = directory + "/clip.mp4"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try H264Configuration(mp4: path)
    }

    /// High: seq_parameter_set_id 0 ("1"), chroma_format_idc 1 ("010"), then the rest.
    @Test func highProfile420IsReadFromTheSequenceParameterSet() throws {
        let read = try configuration(of: Self.mp4(profile: 100, sps: [0x67, 100, 0, 0x1F, 0b1010_1000]))
        #expect(read.profile == 100)
        #expect(read.chromaFormat == 1)
    }

    /// High 4:4:4 Predictive: chroma_format_idc 3 ("00100"), what x264 picks without I420 caps.
    @Test func highProfile444IsToldApart() throws {
        let read = try configuration(of: Self.mp4(profile: 244, sps: [0x67, 244, 0, 0x1F, 0b1001_0010]))
        #expect(read.profile == 244)
        #expect(read.chromaFormat == 3)
    }

    /// Main profile carries no chroma_format_idc: it is 4:2:0 by definition, whatever follows.
    @Test func profilesBelowHighAre420() throws {
        let read = try configuration(of: Self.mp4(profile: 77, sps: [0x67, 77, 0, 0x1F, 0b1001_0010]))
        #expect(read.profile == 77)
        #expect(read.chromaFormat == 1)
    }

    /// An SPS id of 0 after bytes that need emulation prevention would read wrong without it:
    /// 00 00 03 01 is 00 00 01 in the payload. Here the id's 23 leading zero bits span it.
    @Test func emulationPreventionBytesAreRemovedBeforeReading() throws {
        // ue(v) of 2²³ − 1 + 1 = 23 zeros, a one, 23 bits of value 1; then chroma_format_idc 1.
        // Bits: 00000000 00000000 0000000 1 | 00000000 00000000 0000001 0 | 10 …
        let payload: [UInt8] = [0x00, 0x00, 0x01, 0x00, 0x00, 0x02, 0x80]
        let escaped: [UInt8] = [0x00, 0x00, 0x03, 0x01, 0x00, 0x00, 0x03, 0x02, 0x80]
        #expect(escaped.count == payload.count + 2)
        let read = try configuration(of: Self.mp4(profile: 100, sps: [0x67, 100, 0, 0x1F] + escaped))
        #expect(read.chromaFormat == 1)
    }

    @Test func aFileWithNoAvcCIsAnErrorNamingIt() throws {
        let bytes = Self.box("ftyp", Array("isom".utf8) + [0, 0, 2, 0]) + Self.box("moov", [])
        #expect(throws: TestFailure.self) { try configuration(of: bytes) }
    }
}
