/// A number `JSONDecoder` reads as `Value`, whose failure keeps the number's place.
///
/// Foundation's decoder reports a number its type cannot hold (`1.5` or `1e20` for an `Int`,
/// `1e400` for a `Double`) as "The given data was not valid JSON" with no coding path: it
/// calls a valid file invalid and loses where the number is. Decoded through this, such a
/// number is a `DecodingError.dataCorrupted` at its own coding path, with
/// `JSONNumber.doesNotFit` as its description, so the reader can find its line and column
/// (`JSONLocator`) and say what is wrong with it (`JSONNumberProblem`). Any other error (a
/// string where a number belongs) passes through unchanged.
///
///     struct Message: Decodable { let duration_seconds: JSONNumber<Int>? }
///
/// - Complexity: O(1) beyond the decoder's own work.
public struct JSONNumber<Value: Decodable & Sendable>: Decodable, Sendable {
    public let value: Value

    /// The description of the error for a number that does not fit `Value`.
    public static var doesNotFit: String { "the number does not fit" }

    public init(_ value: Value) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Value.self)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.doesNotFit)
        }
    }
}

/// What is wrong with a number literal that a whole-number or floating-point field cannot hold:
/// the literal as written, and why.
///
///     let problem = JSONNumberProblem(at: 0, in: Array("1.5".utf8), wholeNumber: true, unit: "seconds")
///     problem.literal   // "1.5"
///     problem.reason    // "not a whole number of seconds"
///
/// - Complexity: O(n) in the literal's length.
public struct JSONNumberProblem: Equatable, Sendable {
    /// The number as the file writes it (its first 40 characters and "…" when longer).
    public let literal: String
    /// For a whole-number field, not whole or beyond `Int64`; for a floating-point one, beyond
    /// `Double` or too close to 0 for it.
    public let reason: String
}

extension JSONNumberProblem {
    public init(at offset: Int, in bytes: [UInt8], wholeNumber: Bool, unit: String? = nil) {
        let text = bytes[min(offset, bytes.count)...].prefix { Self.isNumberByte($0) }
        literal = text.count > 40 ? String(decoding: text.prefix(40), as: UTF8.self) + "…" : String(decoding: text, as: UTF8.self)
        let parts = DecimalLiteral(text)
        if wholeNumber {
            reason = parts.isWhole ? "out of range (a whole number here lies within ±\(Int64.max))"
                : "not a whole number\(unit.map { " of \($0)" } ?? "")"
        } else {
            reason = parts.integerDigits <= 0 ? "too close to 0 for a number here; write 0"
                : "out of range (a number here lies within ±1.7976931348623157e308)"
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// A literal as significant digits times a power of ten, enough to tell whether it is whole
    /// and how many digits it has before the point, however long its exponent.
    private struct DecimalLiteral {
        /// The digits without leading or trailing zeros; empty for zero.
        var digits: [UInt8] = []
        /// The value is `digits × 10^exponent`.
        var exponent = 0

        init(_ literal: ArraySlice<UInt8>) {
            var all: [UInt8] = []
            var pointShift = 0
            var index = literal.startIndex
            if index < literal.endIndex, literal[index] == UInt8(ascii: "-") { index += 1 }
            var afterPoint = false
            while index < literal.endIndex, literal[index] != UInt8(ascii: "e"), literal[index] != UInt8(ascii: "E") {
                if literal[index] == UInt8(ascii: ".") {
                    afterPoint = true
                } else {
                    all.append(literal[index] - UInt8(ascii: "0"))
                    if afterPoint { pointShift -= 1 }
                }
                index += 1
            }
            var written = 0
            if index < literal.endIndex {
                index += 1
                var negative = false
                if index < literal.endIndex, literal[index] == UInt8(ascii: "-") || literal[index] == UInt8(ascii: "+") {
                    negative = literal[index] == UInt8(ascii: "-")
                    index += 1
                }
                // Past a billion the exact size no longer matters, and it cannot overflow.
                while index < literal.endIndex {
                    written = min(written * 10 + Int(literal[index] - UInt8(ascii: "0")), 1_000_000_000)
                    index += 1
                }
                if negative { written = -written }
            }
            while let last = all.last, last == 0 { all.removeLast(); pointShift += 1 }
            while let first = all.first, first == 0 { all.removeFirst() }
            digits = all
            exponent = all.isEmpty ? 0 : written + pointShift
        }

        var isWhole: Bool { exponent >= 0 }
        /// Digits before the point (0 or fewer for a value below 1).
        var integerDigits: Int { digits.count + exponent }
    }
}
