extension BenchResults {
    /// `measure_speed_x_detail`: what the two measuring runs took.
    struct MeasureDetail: Codable, Equatable {
        struct Run: Codable, Equatable {
            let clipSeconds: Figure
            let wallSeconds: Figure
            let cpuSeconds: Figure
            let speedX: Figure
            let peakMb: Figure

            enum CodingKeys: String, CodingKey {
                case clipSeconds = "clip_s", wallSeconds = "wall_s", cpuSeconds = "cpu_s", speedX = "speed_x", peakMb = "peak_mb"
            }

            init(_ run: MeasureSpeedBenchmark.Run) {
                clipSeconds = Figure(run.clipSeconds)
                wallSeconds = Figure(run.wallSeconds)
                cpuSeconds = Figure(run.cpuSeconds)
                speedX = Figure(run.speed)
                peakMb = Figure(run.peakMegabytes)
            }
        }

        /// The recording's size as encoded, and its frame rate.
        let video: String
        let once: Run
        let twice: Run
    }
}
