extension SampledFrame {
    /// The samples of a decoded 4:2:0 frame: each sample's luma and the chroma of the 2×2 block
    /// it lies in, read straight from the decoder's planes (no conversion to RGB).
    public init(width: Int, height: Int, columnCount: Int, luma: UnsafeBufferPointer<UInt8>, lumaStride: Int,
                blue: UnsafeBufferPointer<UInt8>, red: UnsafeBufferPointer<UInt8>, chromaStride: Int) {
        self.init(width: width, height: height, columns: Self.columns(width: width, count: columnCount))
        let columns = self.columns
        samples.withUnsafeMutableBufferPointer { out in
            var index = 0
            for y in 0..<height {
                let lumaRow = y * lumaStride, chromaRow = (y / 2) * chromaStride
                for x in columns {
                    out[index] = luma[lumaRow + x]
                    out[index + 1] = blue[chromaRow + x / 2]
                    out[index + 2] = red[chromaRow + x / 2]
                    index += 3
                }
            }
        }
    }
}
