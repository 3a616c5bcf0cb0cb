import CGif
import Foundation
import OutputFiles

/// giflib's writer, its bytes sent to an `AtomicFile` a megabyte at a time.
final class GifOutput {
    static let flushBytes = 1 << 20
    private let file: AtomicFile
    private var pending = Data()
    /// The first failure to append, which giflib only sees as a short write.
    private var failure: InputError?
    private var gif: UnsafeMutablePointer<GifFileType>?

    init(file: AtomicFile) {
        self.file = file
    }

    /// Opens the GIF (screen, palette, looping, the `comment` when given), lets `body` write the
    /// frames, closes it.
    func write(size: (width: Int, height: Int), palette: [GifColorType], comment: String? = nil,
               _ body: (GifOutput) throws(GifFailure) -> Void) throws {
        var status: Int32 = 0
        let writeBytes: OutputFunc = { gif, bytes, count in
            guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
            let output = Unmanaged<GifOutput>.fromOpaque(user).takeUnretainedValue()
            return output.append(bytes, count: Int(count)) ? count : 0
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), writeBytes, &status) else {
            throw GifFailure(message: "giflib: \(Self.text(status))")
        }
        self.gif = gif
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &status) } }
        EGifSetGifVersion(gif, true)
        var colours = palette
        let map = GifMakeMapObject(Int32(colours.count), &colours)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(size.width), Int32(size.height), 8, 0, map))
        // Loop forever: the NETSCAPE2.0 application extension, loop count 0.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, 11, &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(gif, 3, &loop))
        try check(EGifPutExtensionTrailer(gif))
        // The title, as GIF's comment extension holds it (giflib splits it into 255-byte
        // blocks); UTF-8, as the captions' "×10" needs and today's readers take.
        if let comment { try check(EGifPutComment(gif, comment)) }
        try body(self)
        closed = true
        try check(EGifCloseFile(gif, &status), status)
        try flush()
    }

    /// One frame: the rectangle where `indices` differ from `previous` (all of it for the
    /// first frame; one pixel when nothing changed), shown for `GifTiming.delay`.
    func frame(_ indices: [UInt8], previous: [UInt8], size: (width: Int, height: Int)) throws(GifFailure) {
        guard let gif else { return }
        var box = (left: 0, top: 0, right: size.width, bottom: size.height)
        if previous.count == indices.count {
            box = Self.changedBox(indices, previous, size: size) ?? (0, 0, 1, 1)
        }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(GifTiming.delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
        let width = box.right - box.left
        try check(EGifPutImageDesc(gif, Int32(box.left), Int32(box.top), Int32(width), Int32(box.bottom - box.top), false, nil))
        var line = [UInt8](repeating: 0, count: width)
        for y in box.top..<box.bottom {
            for x in 0..<width { line[x] = indices[y * size.width + box.left + x] }
            try check(EGifPutLine(gif, &line, Int32(width)))
        }
    }

    /// The smallest rectangle holding every pixel that changed; nil when none did.
    static func changedBox(_ indices: [UInt8], _ previous: [UInt8], size: (width: Int, height: Int))
        -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var left = size.width, top = size.height, right = 0, bottom = 0
        for y in 0..<size.height {
            let row = y * size.width
            var x = 0
            while x < size.width {
                if indices[row + x] != previous[row + x] {
                    left = min(left, x)
                    right = max(right, x + 1)
                    top = min(top, y)
                    bottom = y + 1
                }
                x += 1
            }
        }
        return right > left ? (left, top, right, bottom) : nil
    }

    private func append(_ bytes: UnsafePointer<GifByteType>, count: Int) -> Bool {
        guard failure == nil else { return false }
        pending.append(bytes, count: count)
        if pending.count >= Self.flushBytes {
            do { try flush() } catch { return false }
        }
        return true
    }

    private func flush() throws(InputError) {
        if let failure { throw failure }
        guard !pending.isEmpty else { return }
        do {
            try file.append(pending)
        } catch {
            failure = error
            throw error
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func check(_ result: Int32, _ code: Int32? = nil) throws(GifFailure) {
        guard result != GIF_OK else { return }
        if let failure { throw GifFailure(message: failure.message) }
        throw GifFailure(message: "giflib: \(Self.text(code ?? gif?.pointee.Error ?? 0))")
    }

    private static func text(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
