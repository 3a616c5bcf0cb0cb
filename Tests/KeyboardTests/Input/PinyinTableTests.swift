import Foundation
import Testing
@testable import Keyboard

@Suite struct PinyinTableTests {
    let table: PinyinTable

    init() throws {
        table = try KeyboardResources.bundled().pinyin
    }

    @Test func hasTheCommonSyllables() {
        #expect(table.syllableCount >= 300)
        #expect(table.characters(for: "zhuang").isEmpty == false)
        #expect(table.characters(for: "xyz") == [])
    }

    @Test(arguments: [("nihao", "你好"), ("xiexie", "谢谢"), ("zaijian", "再见"), ("wo", "我"), ("ni", "你"),
                      ("hao", "好"), ("zhongguo", "中国"), ("women", "我们"), ("NiHao", "你好")])
    func firstCandidate(input: String, expected: String) {
        #expect(table.candidates(for: input).first == expected)
    }

    @Test func phraseThenSyllableCharacters() {
        #expect(table.candidates(for: "nihao") == ["你好", "你", "呢", "泥"])
        #expect(table.candidates(for: "wo") == ["我", "窝"])
    }

    @Test func greedySegmentation() {
        #expect(table.segment("nihaoma").syllables == ["ni", "hao", "ma"])
        #expect(table.segment("nihaoma").rest == "")
        #expect(table.segment("nihaom").syllables == ["ni", "hao"])
        #expect(table.segment("nihaom").rest == "m")
        #expect(table.segment("zhuangshuang").syllables == ["zhuang", "shuang"])
    }

    @Test func sentenceFromSyllables() {
        // No phrase "womenhao": one character per syllable, then the first syllable's.
        let matches = table.matches(for: "wohao")
        #expect(matches.first == PinyinTable.Candidate(text: "我好", inputLength: 5))
        #expect(matches.dropFirst().first == PinyinTable.Candidate(text: "我", inputLength: 2))
    }

    @Test func prefixPhraseConsumesOnlyItsLetters() {
        let matches = table.matches(for: "xiexiele")
        #expect(matches.contains(PinyinTable.Candidate(text: "谢谢", inputLength: 6)))
    }

    @Test func incompleteSyllableStillOffersTheFirstOne() {
        #expect(table.matches(for: "nih").first == PinyinTable.Candidate(text: "你", inputLength: 2))
        #expect(table.matches(for: "") == [])
        #expect(table.matches(for: "i") == [])
    }

    @Test func malformedTableNamesTheFile() {
        #expect(throws: KeyboardLayoutError.malformed(file: "pinyin.json", reason: "missing key 'phrases' at top level")) {
            try PinyinTable(data: Data(#"{"syllables": {}}"#.utf8), file: "pinyin.json")
        }
    }
}
