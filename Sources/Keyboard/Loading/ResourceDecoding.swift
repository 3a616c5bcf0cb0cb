import Foundation
import StrictJSON

/// Decodes one keyboard data file, turning any decoding failure into a
/// `KeyboardLayoutError.malformed` that names `file`, and, when the JSON itself is
/// broken, the line and column where it breaks.
func decodeResource<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(KeyboardLayoutError) -> T {
    do {
        return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
        guard let location = JSONSyntaxLocation(of: data) else {
            throw .malformed(file: file, reason: error.conciseDescription)
        }
        throw .malformed(file: file, reason: "not valid JSON", line: location.line, column: location.column)
    } catch {
        throw .malformed(file: file, reason: "\(error)")
    }
}

/// Where a JSON text stops being valid, 1-based, counting columns in Unicode scalars: the
/// place `StrictJSON` finds, the same scanner that checks a conversation file, so a broken
/// keyboard resource and a broken conversation are located alike. (`JSONDecoder` on Linux
/// says only "not valid JSON".) Nil for valid JSON: the decoding error is then about the schema.
///
/// ```swift
/// JSONSyntaxLocation(of: Data("{\n  \"a\": 1,,\n}".utf8))   // line 2, column 10
/// ```
struct JSONSyntaxLocation: Equatable {
    var line: Int
    var column: Int

    init?(of data: Data) {
        do throws(JSONSyntaxError) {
            try JSONSyntax.check(Array(data), file: "")
            return nil
        } catch {
            line = error.line
            column = error.column
        }
    }
}
