import Testing
@testable import ChatImport

/// Zipped exports: the chat inside is found and inflated, media never are, and a member
/// that inflates past the limit is refused by name.
@Suite struct ZipTests {
    @Test func aTelegramExportFolderZippedOpensItsResultJSON() throws {
        let opened = try open("telegram-export.zip")
        #expect(opened.conversation.messages.count == 11)
        #expect(opened.summary?.hasPrefix("Telegram chat \"Anna Berg\" from \(fixture("telegram-export.zip")) (ChatExport_2024-01-01/result.json): 11 messages") == true)
    }

    @Test func aZipBombIsRefusedNamingTheMember() {
        #expect(problem("bomb.zip") == fixture("bomb.zip")
            + ": the zip file member \"_chat.txt\" inflates to more than 64 MB, the limit for a chat export; it is refused as a possible zip bomb")
    }

    @Test func aZipWithNoChatListsWhatItHolds() {
        #expect(problem("no-chat.zip") == fixture("no-chat.zip")
            + ": the zip file holds no chat: expected \"_chat.txt\", \"WhatsApp Chat with NAME.txt\" or \"result.json\"; it holds \"photos/photo_1.jpg\", \"notes.md\"")
    }

    @Test func aTruncatedZipIsRefused() throws {
        let bytes = Array(try Array(contentsOf: fixture("WhatsApp Chat - Anna Berg.zip")).prefix(200))
        #expect(throws: (any Error).self) { try ChatImport.decode(bytes, file: "cut.zip", name: "cut.zip", chat: nil, me: nil) }
        do {
            _ = try ChatImport.decode(bytes, file: "cut.zip", name: "cut.zip", chat: nil, me: nil)
        } catch {
            #expect(error.description == "cut.zip: the zip file is truncated or damaged: its central directory is missing")
        }
    }

    @Test func onlyChatTextMembersAreChosen() {
        #expect(ChatMember.isChat("_chat.txt"))
        #expect(ChatMember.isChat("ChatExport_2024-01-01/result.json"))
        #expect(ChatMember.isChat("WhatsApp Chat with Anna.txt"))
        #expect(!ChatMember.isChat("__MACOSX/._chat.txt"))
        #expect(!ChatMember.isChat("notes.txt"))
        #expect(!ChatMember.isChat("photos/"))
    }
}

extension Array where Element == UInt8 {
    init(contentsOf path: String) throws {
        self = try [UInt8](Foundation.Data(contentsOf: Foundation.URL(fileURLWithPath: path)))
    }
}

import Foundation
