import OutputFiles

/// A video written frame by frame from a recording, complete or absent: like every output of a
/// run it goes to a partial file beside the target (`AtomicFile`), which replaces the target —
/// only ever a regular file — when `commit()` runs. `abandon()` (a failed or interrupted run)
/// leaves the target as it was.
///
///     let video = try VideoWriter(path: "show.mp4", frameRate: 60)
///     for frame in frames { try video.add(frame) }
///     video.setTitle("KeyboardChat — three-case — slow motion ×10 (plays 10 times slower than real time)")
///     try video.seal()     // encoded, on disk beside the target
///     try video.commit()   // show.mp4 is the new video
///
/// Every frame must have the first frame's size (a video keeps one size).
public final class VideoWriter {
    public let path: String
    public let format: VideoFormat
    /// Recorded frames per second (60 or 120); a GIF plays at `GifTiming.frameRate` whatever it is.
    public let frameRate: Int
    public private(set) var frameCount = 0
    public private(set) var size: (width: Int, height: Int)?
    private let file: AtomicFile
    private var encoder: GStreamerEncoder?
    private var gif: GifEncoder?
    private let scratch: ScratchFile
    private var isSealed = false
    /// The file's title metadata (`setTitle`).
    public private(set) var title: String?
    /// Asked during `seal`'s long work, before each frame of a GIF's last pass (given the frames
    /// written so far) and between the waits for the encoder to end the stream: a reason to
    /// stop (a termination signal) ends `seal` with it, the video abandoned and its target as it
    /// was. `seal` runs where the main loop cannot dispatch a signal, so it must ask.
    public private(set) var interruption: (_ framesWritten: Int) -> String? = { _ in nil }

    public init(path: String, frameRate: Int) throws(InputError) {
        guard let format = VideoFormat(path: path) else {
            throw InputError(file: path, "unknown video format: use \(VideoFormat.extensionList)")
        }
        self.path = path
        self.format = format
        self.frameRate = frameRate
        file = try AtomicFile(path: path)
        scratch = ScratchFile(beside: path, role: .encoding)
        if format == .gif {
            do { gif = try GifEncoder(target: path, frameRate: frameRate) } catch {
                file.discard()
                throw error
            }
        }
    }

    /// Removes what a run that died while writing a video at `path` left beside it (its
    /// partial file, and the encoder's scratch files), as a new run starts.
    public static func removeLeftovers(besides path: String) {
        StalePartials.remove(besides: path)
        ScratchFile.removeStale(besides: path)
    }

    /// What the export will do that the user may not expect, said once before any frame:
    /// a GIF of a 60 or 120 fps recording plays at 50 fps.
    public var notice: String? {
        guard format == .gif, frameRate != GifTiming.frameRate else { return nil }
        return "\(path): GIF frame delays are whole hundredths of a second, so this \(frameRate) fps recording is written at \(GifTiming.frameRate) fps (each GIF frame shows the recorded frame on screen at its time)"
    }

    public func add(_ frame: VideoFrame) throws(InputError) {
        do throws(InputError) {
            if let size, size != (frame.width, frame.height) {
                throw InputError(file: path, "frame \(frameCount) is \(frame.width)×\(frame.height), but the video is \(size.width)×\(size.height): a video keeps the size of its first frame (do not resize or rotate the window while recording a video)")
            }
            size = (frame.width, frame.height)
            if let gif {
                try gif.push(frame)
            } else {
                if encoder == nil {
                    encoder = try GStreamerEncoder(format: format, target: path, location: scratch.path,
                                                   width: frame.width, height: frame.height, frameRate: frameRate)
                }
                try encoder?.push(frame)
            }
            frameCount += 1
        } catch {
            abandon()
            throw error
        }
    }

    /// The title the file's metadata will carry: MP4's and WebM's title tag, a GIF's comment.
    /// Set before `seal` (the muxers write their tags when the stream ends); a later call wins.
    public func setTitle(_ title: String) {
        self.title = title
    }

    /// Sets `interruption`, which `seal` asks as it works.
    public func interrupt(when interruption: @escaping (_ framesWritten: Int) -> String?) {
        self.interruption = interruption
    }

    /// Whether `add` takes a frame now without waiting for the encoder (a GIF's always does);
    /// throws, the video abandoned, when the encoder failed.
    public func isReadyForFrame() throws(InputError) -> Bool {
        do throws(InputError) { return try encoder?.hasRoom() ?? true } catch {
            abandon()
            throw error
        }
    }

    /// `seal` for a caller that must not block: the first call ends the stream; each call
    /// waits at most `nanoseconds` for the encoder and returns false while it still works,
    /// then seals and returns true.
    public func sealWithoutBlocking(waiting nanoseconds: UInt) throws(InputError) -> Bool {
        if !isSealed, frameCount > 0, let encoder {
            do throws(InputError) {
                if let title { encoder.setTitle(title) }
                encoder.endStream()
                guard try encoder.isFinished(waiting: nanoseconds) else { return false }
            } catch {
                abandon()
                throw error
            }
        }
        try seal()
        return true
    }

    /// Finishes encoding and writes the video beside the target, on disk.
    public func seal() throws(InputError) {
        guard !isSealed else { return }
        do throws(InputError) {
            guard frameCount > 0 else { throw InputError(file: path, "the recording has no frames to make a video of") }
            if let gif {
                try gif.finish(into: file, comment: title, interruption: interruption)
            } else {
                if let title { encoder?.setTitle(title) }
                try encoder?.finish { [frameCount, interruption] in interruption(frameCount) }
                try scratch.copy(into: file, target: path)
                scratch.remove()
            }
            try file.seal()
            isSealed = true
        } catch {
            abandon()
            throw error
        }
    }

    /// Puts the sealed video in place.
    public func commit() throws(InputError) {
        do throws(InputError) {
            try seal()
            try file.commit()
        } catch {
            abandon()
            throw error
        }
    }

    /// Drops the video; the target keeps what it held.
    public func abandon() {
        encoder?.stop()
        encoder = nil
        gif?.abandon()
        scratch.remove()
        file.discard()
    }
}
