import Foundation

/// The on-disk shape of `Resources/Layouts/<kind>.json`.
///
/// ```json
/// { "metrics": { "portrait": {…LayoutMetrics…}, "landscape": {…} },
///   "candidateSlots": 0,
///   "rows": [ ["q", "w", …],
///             [{"spacer": 0.5}, "a", …],
///             [{"label": "⇧", "action": "shift", "width": 1.5, "special": true}, …] ] }
/// ```
/// A bare string is a letter key of width 1 typing its label.
struct LayoutFile: Decodable {
    var metrics: [String: LayoutMetrics]
    var candidateSlots: Int?
    var rows: [[LayoutItem]]
}

/// One entry of a row: a key, or empty space (`spacer`) that indents the row.
enum LayoutItem: Decodable, Hashable {
    case key(Key)
    case spacer(Double)

    /// Relative width this entry takes in its row.
    var relativeWidth: Double {
        switch self {
        case .key(let key): return key.relativeWidth
        case .spacer(let width): return width
        }
    }

    private struct Object: Decodable {
        var label: String?
        var action: String?
        var width: Double?
        var special: Bool?
        var spacer: Double?
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let letter = try? container.decode(String.self) {
            self = .key(Key(label: letter, action: .character(letter)))
            return
        }
        let object = try container.decode(Object.self)
        if let spacer = object.spacer {
            guard spacer > 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "spacer must be positive")
            }
            self = .spacer(spacer)
            return
        }
        guard let label = object.label else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a key needs a label")
        }
        let width = object.width ?? 1
        guard width > 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "key '\(label)' has a non-positive width")
        }
        var action = KeyAction.character(label)
        if let code = object.action {
            guard let parsed = KeyAction(code: code) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown action '\(code)' on key '\(label)'")
            }
            action = parsed
        }
        self = .key(Key(label: label, action: action, isSpecial: object.special ?? false, relativeWidth: width))
    }
}

extension DecodingError {
    /// A one-line explanation with the JSON path, for `KeyboardLayoutError.malformed`.
    var conciseDescription: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "top level" : keys
        }
        switch self {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "\(context.debugDescription)\(underlying.map { " (\($0))" } ?? "") at \(path(context))"
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context)) but found null"
        @unknown default:
            return "\(self)"
        }
    }
}
