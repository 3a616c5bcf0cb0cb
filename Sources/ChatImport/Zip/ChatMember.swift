import ChatDemoCore
import OutputFiles

/// The chat text inside a zipped export: WhatsApp's `_chat.txt` (iOS) or
/// `WhatsApp Chat with NAME.txt` (Android), or Telegram's `result.json`.
/// Media beside it are never inflated. When several members qualify, the
/// shallowest (then the first) wins, so a chat zipped inside its folder opens too.
enum ChatMember {
    struct Extracted {
        let name: String
        let bytes: [UInt8]
    }

    static func isChat(_ path: String) -> Bool {
        guard !path.hasSuffix("/"), !path.hasPrefix("__MACOSX/") else { return false }
        let base = String(path.split(separator: "/").last ?? "")
        return base == "_chat.txt" || base == "result.json"
            || (base.hasSuffix(".txt") && WhatsAppChatName.from(fileName: base) != nil)
    }

    static func extract(from bytes: [UInt8], file: String, limit: Int) throws(InputError) -> Extracted {
        do throws(ZipArchive.Problem) {
            let archive = try ZipArchive(bytes)
            let candidates = archive.members.filter { isChat($0.name) }
            guard let member = candidates.min(by: { depth($0.name) < depth($1.name) }) else {
                let names = archive.members.prefix(5).map { ChatImport.quoted($0.name) }.joined(separator: ", ")
                let more = archive.members.count > 5 ? " and \(archive.members.count - 5) more" : ""
                throw ZipArchive.Problem(message: "holds no chat: expected \"_chat.txt\", \"WhatsApp Chat with NAME.txt\" or \"result.json\"; it holds \(archive.members.isEmpty ? "nothing" : names + more)")
            }
            return Extracted(name: member.name, bytes: try ZipInflater.contents(of: member, in: archive, limit: limit))
        } catch {
            throw InputError(file: file, "the zip file \(error.message)")
        }
    }

    private static func depth(_ path: String) -> Int {
        path.split(separator: "/").count
    }
}
