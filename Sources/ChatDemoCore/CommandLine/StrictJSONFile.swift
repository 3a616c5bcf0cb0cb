import Foundation
import OutputFiles
import StrictJSON

/// The one way a JSON file the user names is read whole (a conversation, a motion profile, a
/// Telegram export): UTF-8 and strict JSON first (`JSONSyntax`: line and column of the first
/// bad byte, no repeated key, no lone surrogate, nesting within `JSONSyntax.maximumDepth`),
/// then the schema (`JSONDecoder`), whose error `describe` words and which is placed at the
/// value the decoder stopped at. Every failure is an `InputError` of one shape,
/// `file:line:column: message`.
///
///     let profile = try StrictJSONFile.decode(ProfileFile.self, from: bytes, file: "p.json") { describe($0) }
///     // throws "p.json:3:15: response should be a number"
///
/// - Complexity: O(n) in the file's size.
public enum StrictJSONFile {
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], file: String,
                                                describe: (DecodingError) -> String) throws(InputError) -> Value {
        do throws(JSONSyntaxError) {
            try JSONSyntax.check(bytes, file: file)
        } catch {
            throw InputError(error)
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(bytes))
        } catch let error as DecodingError {
            let path = JSONLocator.path(LocatedDecodingError.codingPath(of: error))
            throw LocatedDecodingError.error(describe(error), at: path, in: bytes, file: file)
        } catch {
            throw LocatedDecodingError.error("\(error)", at: [], in: bytes, file: file)
        }
    }

    /// `bytes` without a leading UTF-8 byte order mark, which conversations and exports may
    /// start with (positions are then counted after it).
    public static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }
}

extension InputError {
    /// Where a text stops being UTF-8 or JSON, as the error every reader reports.
    public init(_ error: JSONSyntaxError) {
        self.init(file: error.file, line: error.line, column: error.column, error.message)
    }
}
