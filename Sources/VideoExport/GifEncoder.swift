import CGif
import Foundation
import OutputFiles

/// A looping GIF at 50 fps, in two passes, with giflib.
///
/// While the recording runs (`push`), each GIF frame (`GifTiming` picks which recorded frames
/// show) is kept as packed RGB in a scratch file beside the target, and a sample of its pixels
/// goes into the palette's sample. At the end (`finish`) the palette is made from the sample of
/// all frames, and every frame is mapped to it and written: the first whole, each later one as
/// the rectangle that changed since the one before (drawn over it), so a still stretch costs a
/// pixel per frame. `NETSCAPE2.0` makes it loop.
final class GifEncoder {
    private let target: String
    private let frameRate: Int
    private let frames: ScratchFile
    private let handle: FileHandle
    private(set) var size: (width: Int, height: Int)?
    private var recorded = 0
    /// GIF frames kept so far, each `width × height × 3` bytes in `frames`.
    private(set) var written = 0
    private var sample = GifPalette.Sample()
    private var rgb: [UInt8] = []

    init(target: String, frameRate: Int) throws(InputError) {
        self.target = target
        self.frameRate = frameRate
        frames = ScratchFile(beside: target, role: .frames)
        let descriptor = PathCalls.open(frames.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw InputError(file: target, "cannot write the GIF's frames beside it (\(PathCalls.lastError()))")
        }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    func push(_ frame: VideoFrame) throws(InputError) {
        let copies = GifTiming.gifFrames(showing: recorded, frameRate: frameRate).count
        recorded += 1
        if size == nil { size = (frame.width, frame.height) }
        guard copies > 0 else { return }
        let count = frame.width * frame.height
        if rgb.count != count * 3 { rgb = [UInt8](repeating: 0, count: count * 3) }
        rgb.withUnsafeMutableBufferPointer { out in
            for y in 0..<frame.height {
                let row = (frame.pixels + y * frame.stride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<frame.width {
                    // cairo's ARGB32 on a little-endian machine: B, G, R, A.
                    let o = (y * frame.width + x) * 3
                    out[o] = row[x * 4 + 2]
                    out[o + 1] = row[x * 4 + 1]
                    out[o + 2] = row[x * 4]
                }
            }
        }
        rgb.withUnsafeBufferPointer { sample.add(rgb: $0) }
        let data = Data(rgb)
        for _ in 0..<copies {
            do { try handle.write(contentsOf: data) } catch {
                throw InputError(file: target, "cannot keep the GIF's frames beside it: \(error.localizedDescription)")
            }
        }
        written += copies
    }

    /// Makes the palette and writes the GIF into `file`, with `comment` (the video's title) in
    /// a comment extension when given. `interruption` is asked before each frame, given the
    /// frames written so far: a reason it gives stops the write, thrown with the file's name.
    func finish(into file: AtomicFile, comment: String? = nil,
                interruption: (_ framesWritten: Int) -> String? = { _ in nil }) throws(InputError) {
        guard let size, written > 0 else { throw InputError(file: target, "the recording has no frames to make a GIF of") }
        do {
            var palette = try GifPalette(sample: sample)
            sample = GifPalette.Sample()
            try handle.seek(toOffset: 0)
            let output = GifOutput(file: file)
            try output.write(size: size, palette: palette.colours, comment: comment) { writer throws(GifFailure) in
                var previous: [UInt8] = []
                var indices = [UInt8](repeating: 0, count: size.width * size.height)
                for index in 0..<written {
                    if let reason = interruption(index) { throw GifFailure(message: reason, isInterruption: true) }
                    guard let bytes = try? handle.read(upToCount: size.width * size.height * 3),
                          bytes.count == size.width * size.height * 3 else {
                        throw GifFailure(message: "cannot read back the GIF's frames")
                    }
                    bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                        for pixel in 0..<indices.count {
                            indices[pixel] = palette.index(red: raw[pixel * 3], green: raw[pixel * 3 + 1], blue: raw[pixel * 3 + 2])
                        }
                    }
                    try writer.frame(indices, previous: previous, size: size)
                    swap(&previous, &indices)
                    if indices.isEmpty { indices = [UInt8](repeating: 0, count: size.width * size.height) }
                }
            }
        } catch let failure as GifFailure {
            throw InputError(file: target, failure.isInterruption ? "the GIF was not written: \(failure.message)"
                                                                  : "cannot write the GIF: \(failure.message)")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: target, "cannot write the GIF: \(error.localizedDescription)")
        }
        frames.remove()
    }

    func abandon() {
        try? handle.close()
        frames.remove()
    }
}
