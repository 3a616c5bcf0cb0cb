import StrictJSON

/// The parts of Telegram Desktop's JSON export ("Export chat history" →
/// JSON, or "Export Telegram data" for every chat) that a bubble can show.
/// Keys not listed here (dates, ids of files, `text_entities`, …) are
/// skipped; a key present with the wrong type is an error with its position. Numbers are read
/// through `JSONNumber`, so one their type cannot hold (a duration of 1.5) is an error at its
/// own place too.
enum TelegramExport {
    /// A full export: the exporting account and every chat.
    struct Full: Decodable {
        let personal_information: PersonalInformation?
        let chats: ChatList?
        let left_chats: ChatList?
    }

    struct PersonalInformation: Decodable {
        let user_id: JSONNumber<Int64>?
    }

    struct ChatList: Decodable {
        let list: [Chat]
    }

    /// One chat: the whole file of a single-chat export, an entry of a full one.
    struct Chat: Decodable {
        let name: String?
        let type: String?
        let id: ChatID?
        let messages: [Message]
    }

    /// A chat's `id`, which `--chat ID` names when chats share a name. Telegram writes a number;
    /// since nothing else reads it, any other value is taken as no id rather than refused.
    struct ChatID: Decodable, Equatable {
        let text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            text = (try? container.decode(Int64.self)).map { String($0) } ?? (try? container.decode(String.self))
        }
    }

    struct Message: Decodable {
        let id: JSONNumber<Int64>?
        let type: String
        let from: String?
        let from_id: String?
        let text: Text?
        let forwarded_from: String?
        let reply_to_message_id: JSONNumber<Int64>?
        let media_type: String?
        let photo: String?
        let file: String?
        let file_name: String?
        let duration_seconds: JSONNumber<Int>?
        let sticker_emoji: String?
        let performer: String?
        let title: String?
        let poll: Poll?
        let location_information: Location?
        let contact_information: Contact?
    }

    struct Poll: Decodable {
        let question: String?
    }

    struct Location: Decodable {
        let latitude: JSONNumber<Double>?
        let longitude: JSONNumber<Double>?
    }

    struct Contact: Decodable {
        let first_name: String?
        let last_name: String?
        let phone_number: String?
    }

    /// `"text"` is a string, or an array of strings and formatted parts
    /// (`{"type": "bold", "text": "…"}`, `{"type": "text_link", "text": "…", "href": "…"}`).
    enum Text: Decodable {
        case plain(String)
        case parts([Part])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .plain(string)
            } else if let parts = try? container.decode([Part].self) {
                self = .parts(parts)
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "should be a string or an array of strings and {\"type\", \"text\"} parts")
            }
        }

        /// What the bubble shows: the parts' text joined; the bubble draws plain text only.
        var plainText: String {
            switch self {
            case .plain(let string): return string
            case .parts(let parts): return parts.map(\.text).joined()
            }
        }
    }

    enum Part: Decodable {
        case string(String)
        case entity(type: String, text: String)

        private enum Keys: String, CodingKey { case type, text }

        init(from decoder: any Decoder) throws {
            if let string = try? decoder.singleValueContainer().decode(String.self) {
                self = .string(string)
                return
            }
            let container = try decoder.container(keyedBy: Keys.self)
            self = .entity(type: try container.decodeIfPresent(String.self, forKey: .type) ?? "plain",
                           text: try container.decode(String.self, forKey: .text))
        }

        var text: String {
            switch self {
            case .string(let string), .entity(_, let string): return string
            }
        }
    }
}
