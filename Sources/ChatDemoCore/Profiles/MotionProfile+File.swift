import Curves
import OutputFiles
import StrictJSON

/// Profiles as small JSON files (`--profile FILE`, the menu's "Save profile…"): every key is
/// known, every value checked, and every error names the file, the line and column of the
/// value at fault, and why. The text written is the text read back: a saved profile loads as
/// the same value, so it gives the same recording.
///
/// ```json
/// {
///   "keyboardHeight": 291,
///   "motion": "spring",
///   "response": 0.45,
///   "dampingFraction": 0.8,
///   "appFollows": "every-frame",
///   "caseTwoThreshold": 30
/// }
/// ```
///
/// `motion` is `ios-keyboard`, `spring` (with `response` in seconds and `dampingFraction`),
/// `bezier` (with `bezier`: [x1, y1, x2, y2] and `duration` in seconds) or `instant`;
/// `appFollows` is `every-frame` or `resized-once` (with an optional `resizeDelay` in seconds).
/// `keyboardHeight` (291), `appFollows` (every-frame) and `caseTwoThreshold` (30) may be left out.
extension MotionProfile {
    /// A profile is a few hundred bytes; anything near this is not one.
    public static let maximumFileBytes = 64 << 10

    public static func load(path: String) throws(InputError) -> MotionProfile {
        try decode(InputFile.read(path: path, limit: maximumFileBytes, noun: "a motion profile", kind: "motion profiles"), file: path)
    }

    /// Checks and decodes the bytes of a profile file; `file` names it in errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> MotionProfile {
        let profile = try StrictJSONFile.decode(ProfileFile.self, from: bytes, file: file) { describe($0, in: bytes) }.profile
        if let problem = profile.problems.first {
            var path: [JSONPathComponent] = [.key(problem.field)]
            if let index = problem.index { path.append(.index(index)) }
            throw LocatedDecodingError.error("\(problem.field)\(problem.index.map { "[\($0)]" } ?? ""): \(problem.reason)", at: path, in: bytes, file: file)
        }
        return profile
    }

    /// The file's text: keys in a fixed order, numbers written so they read back exactly.
    public var fileText: String {
        var lines = ["  \"keyboardHeight\": \(Self.exact(keyboardHeight))"]
        switch motion {
        case .iosKeyboard:
            lines.append("  \"motion\": \"ios-keyboard\"")
        case .instant:
            lines.append("  \"motion\": \"instant\"")
        case .spring(let description):
            lines.append("  \"motion\": \"spring\"")
            lines.append("  \"response\": \(Self.exact(description.response))")
            lines.append("  \"dampingFraction\": \(Self.exact(description.dampingFraction))")
        case .bezier(let curve, let duration):
            lines.append("  \"motion\": \"bezier\"")
            lines.append("  \"bezier\": [\([curve.x1, curve.y1, curve.x2, curve.y2].map(Self.exact).joined(separator: ", "))]")
            lines.append("  \"duration\": \(Self.exact(duration))")
        }
        switch appFollow {
        case .perFrame:
            lines.append("  \"appFollows\": \"every-frame\"")
        case .resizedOnce(let delay):
            lines.append("  \"appFollows\": \"resized-once\"")
            lines.append("  \"resizeDelay\": \(Self.exact(delay))")
        }
        lines.append("  \"caseTwoThreshold\": \(Self.exact(caseTwoThreshold))")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// Swift's shortest text that reads back as the same Double; whole numbers without ".0".
    static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }



    private static func describe(_ error: DecodingError, in bytes: [UInt8]) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(LocatedDecodingError.keyPath(context, key)) is missing"
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return "the top level should be an object with \"motion\"" }
            let expected = type == String.self ? "a string" : type == [Any].self ? "an array of four numbers" : "a number"
            return "\(LocatedDecodingError.keyPath(context)) should be \(expected)"
        case .valueNotFound(_, let context):
            return "\(LocatedDecodingError.keyPath(context)) should not be null"
        case .dataCorrupted(let context):
            if context.debugDescription == JSONNumber<Double>.doesNotFit {
                let offset = JSONLocator.offset(of: JSONLocator.path(context.codingPath), in: bytes)
                let problem = JSONNumberProblem(at: offset, in: bytes, wholeNumber: false)
                return "\(LocatedDecodingError.keyPath(context)): \(problem.literal) is \(problem.reason)"
            }
            return "\(LocatedDecodingError.keyPath(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// The file's schema, decoded strictly: unknown keys and keys that belong to another motion are
/// errors at their value.
private struct ProfileFile: Decodable {
    let profile: MotionProfile

    struct Key: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let common = ["keyboardHeight", "motion", "appFollows", "resizeDelay", "caseTwoThreshold"]
    static let byMotion = ["ios-keyboard": [String](), "instant": [], "spring": ["response", "dampingFraction"],
                           "bezier": ["bezier", "duration"]]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let motionName = try container.decode(String.self, forKey: Key("motion"))
        guard let ownKeys = Self.byMotion[motionName] else {
            throw DecodingError.dataCorruptedError(forKey: Key("motion"), in: container,
                debugDescription: "\"\(motionName)\" is not a motion; use ios-keyboard, spring, bezier or instant")
        }
        let follows = try container.decodeIfPresent(String.self, forKey: Key("appFollows")) ?? "every-frame"
        guard follows == "every-frame" || follows == "resized-once" else {
            throw DecodingError.dataCorruptedError(forKey: Key("appFollows"), in: container,
                debugDescription: "\"\(follows)\" is not how an app follows the keyboard; use every-frame or resized-once")
        }
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let name = key.stringValue
            if Self.common.contains(name) || ownKeys.contains(name) {
                if name == "resizeDelay" && follows != "resized-once" {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container,
                        debugDescription: "only an app that is resized once waits; appFollows is \"\(follows)\"")
                }
                continue
            }
            let owner = Self.byMotion.first { $0.value.contains(name) }?.key
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: owner.map {
                "belongs to a \($0) motion; this profile's motion is \"\(motionName)\""
            } ?? "unknown key; a profile has \((Self.common + ["response", "dampingFraction", "bezier", "duration"]).joined(separator: ", "))")
        }
        // Through `JSONNumber`, so a number no Double holds (1e400) is an error at its own place.
        func number(_ key: Key) throws -> Double { try container.decode(JSONNumber<Double>.self, forKey: key).value }
        func number(_ key: Key, or fallback: Double) throws -> Double {
            try container.decodeIfPresent(JSONNumber<Double>.self, forKey: key)?.value ?? fallback
        }
        let motion: MotionProfile.Motion
        switch motionName {
        case "spring":
            motion = .spring(SpringResponse(response: try number(Key("response")), dampingFraction: try number(Key("dampingFraction"))))
        case "bezier":
            let points = try container.decode([JSONNumber<Double>].self, forKey: Key("bezier")).map(\.value)
            guard points.count == 4 else {
                throw DecodingError.dataCorruptedError(forKey: Key("bezier"), in: container,
                    debugDescription: "should be four numbers [x1, y1, x2, y2], found \(points.count)")
            }
            motion = .bezier(UnitBezier(points[0], points[1], points[2], points[3]),
                             duration: try number(Key("duration")))
        case "instant":
            motion = .instant
        default:
            motion = .iosKeyboard
        }
        let delay = try number(Key("resizeDelay"), or: 0)
        profile = MotionProfile(
            keyboardHeight: try number(Key("keyboardHeight"), or: MotionProfile.referenceKeyboardHeight),
            motion: motion,
            appFollow: follows == "resized-once" ? .resizedOnce(delay: delay) : .perFrame,
            caseTwoThreshold: try number(Key("caseTwoThreshold"), or: ThreeCaseDefaults.threshold))
    }
}

private enum ThreeCaseDefaults {
    static let threshold = 30.0
}
