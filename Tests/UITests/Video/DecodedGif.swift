import CGif
import Foundation

/// A GIF read back with giflib, every frame composited as a viewer shows it (each frame's
/// rectangle drawn over the one before).
struct DecodedGif {
    let width: Int
    let height: Int
    /// The global palette as (r, g, b).
    let palette: [(r: Int, g: Int, b: Int)]
    /// Each frame's full picture, as palette indices.
    let frames: [[UInt8]]
    /// Each frame's delay in hundredths of a second.
    let delays: [Int]
    /// Whether the file carries the NETSCAPE2.0 extension with a loop count of 0 (forever).
    let loopsForever: Bool
    /// The text of the comment extensions before the first image, their sub-blocks joined.
    let comment: String?

    init(path: String) throws {
        var status: Int32 = 0
        guard let gif = DGifOpenFileName(path, &status) else { throw TestFailure("\(path): giflib cannot open it (\(status))") }
        defer { DGifCloseFile(gif, &status) }
        guard DGifSlurp(gif) == GIF_OK else { throw TestFailure("\(path): giflib cannot read it (\(gif.pointee.Error))") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        guard let map = gif.pointee.SColorMap else { throw TestFailure("\(path): no global palette") }
        palette = (0..<Int(map.pointee.ColorCount)).map {
            let c = map.pointee.Colors[$0]
            return (Int(c.Red), Int(c.Green), Int(c.Blue))
        }
        var canvas = [UInt8](repeating: 0, count: width * height)
        var frames: [[UInt8]] = [], delays: [Int] = [], loops = false, comment: [UInt8]?
        for index in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[index]
            let d = image.ImageDesc
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    canvas[(Int(d.Top) + y) * width + Int(d.Left) + x] = image.RasterBits[y * Int(d.Width) + x]
                }
            }
            frames.append(canvas)
            var control = GraphicsControlBlock()
            delays.append(DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK ? Int(control.DelayTime) : -1)
        }
        // The looping extension comes before the first image (giflib keeps it with that image):
        // "NETSCAPE2.0", then a sub-block 1, loop count 0 (little-endian).
        if gif.pointee.ImageCount > 0 {
            let first = gif.pointee.SavedImages[0]
            let blocks = (0..<Int(first.ExtensionBlockCount)).map { first.ExtensionBlocks[$0] }
            for (position, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE
                && block.ByteCount == 11 && position + 1 < blocks.count {
                let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
                let data = blocks[position + 1]
                loops = name == "NETSCAPE2.0" && data.ByteCount == 3 && data.Bytes[0] == 1 && data.Bytes[1] == 0 && data.Bytes[2] == 0
            }
            // giflib keeps a comment's first sub-block under its own code and the rest as
            // continuations.
            var inComment = false
            for block in blocks {
                if block.Function == COMMENT_EXT_FUNC_CODE {
                    inComment = true
                } else if block.Function != CONTINUE_EXT_FUNC_CODE {
                    inComment = false
                }
                guard inComment else { continue }
                comment = (comment ?? []) + Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
            }
        }
        self.frames = frames
        self.delays = delays
        loopsForever = loops
        self.comment = comment.map { String(decoding: $0, as: UTF8.self) }
    }
}
