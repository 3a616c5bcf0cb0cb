import Foundation

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

/// Where a JSON text stops being valid, 1-based, counting columns in characters.
///
/// `JSONDecoder` on Linux says only "not valid JSON"; `JSONSerialization` adds the byte
/// offset ("Invalid value around character 22."), which is turned into a line and column
/// here. Nil for valid JSON (the error is then about the schema) or when no offset is given
/// (an unexpected end of file).
///
/// ```swift
/// JSONSyntaxLocation(of: Data("{\n  \"a\": 1,,\n}".utf8))   // line 2, column 10
/// ```
struct JSONSyntaxLocation: Equatable {
    var line: Int
    var column: Int

    init?(of data: Data) {
        let description: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        }
        guard let marker = description.range(of: "around character "),
              let offset = Int(description[marker.upperBound...].prefix { $0.isNumber }),
              offset <= data.count else { return nil }
        let before = data.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        line = before.count { $0 == UInt8(ascii: "\n") } + 1
        column = String(decoding: data[lineStart..<data.startIndex + offset], as: UTF8.self).count + 1
    }
}
