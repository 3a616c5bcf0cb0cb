import Foundation

extension BenchResults {
    /// A measured number, rounded to four significant digits, or nothing.
    struct Figure: Codable, Equatable {
        let value: Double?

        init(_ measured: Double) {
            guard measured.isFinite else { value = nil; return }
            guard measured != 0 else { value = 0; return }
            let factor = pow(10, 3 - floor(log10(abs(measured))))
            value = (measured * factor).rounded() / factor
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = container.decodeNil() ? nil : try container.decode(Double.self)
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    /// Median and spread of repeated measurements.
    struct Summary: Codable {
        let median, p10, p90, min, max, mean: Figure
        let samples: Int

        init(_ samples: Samples) {
            median = Figure(samples.median); p10 = Figure(samples.p10); p90 = Figure(samples.p90)
            min = Figure(samples.minimum); max = Figure(samples.maximum); mean = Figure(samples.mean)
            self.samples = samples.count
        }
    }
}
